// The option groups the guest-side option tests give their dishes (docs/menu-and-serving-windows.md#option-groups):
// a steak's required doneness (one choice sold out) and a coffee's size (its price replaces the dish's).

/** One required choice of three, "Well done" sold out. */
export const DONENESS = {
  name: "Doneness",
  min: 1,
  max: 1,
  choices: [
    { name: "Rare", price: 0 },
    { name: "Medium", price: 0 },
    { name: "Well done", price: 0, soldOut: true },
  ],
};

/** A size group: Small 2.50 or Large 3.90 in place of the dish's price. */
export const COFFEE_SIZE = {
  name: "Size",
  min: 1,
  max: 1,
  size: true,
  choices: [
    { name: "Small", price: 2.5 },
    { name: "Large", price: 3.9 },
  ],
};
