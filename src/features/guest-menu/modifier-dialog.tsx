import { useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import type { MenuDish } from "../../data/menu";

/** Choose a dish's extras before adding it (docs/ordering.md#the-guest-cart). */
export function ModifierDialog({
  dish,
  currency,
  onAdd,
  onClose,
}: {
  dish: MenuDish | null;
  currency: string;
  onAdd: (dish: MenuDish, modifiers: Modifiers) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const close = () => {
    setChosen({});
    onClose();
  };
  const add = (withExtras: boolean) => {
    if (!dish) return;
    // Keyed by the venue's extra names: no prototype, and only the guest's own choices count.
    const mods: Modifiers = Object.create(null);
    if (withExtras)
      for (const [name, price] of Object.entries(dish.modifiers))
        if (Object.hasOwn(chosen, name) && chosen[name]) mods[name] = price;
    setChosen({});
    onAdd(dish, mods);
  };
  return (
    <Dialog
      open={dish !== null}
      title={dish?.title ?? ""}
      onClose={close}
      actions={
        <>
          {/* All three choices are always offered: the first two add the dish without extras,
              'Add to order' adds it with the ticked extras (none ticked: the basic dish). */}
          <button type="button" className="button secondary" onClick={() => add(false)}>
            Add without extras
          </button>
          <button type="button" className="button secondary" onClick={() => add(false)}>
            Add basic dish
          </button>
          <button type="button" className="button" onClick={() => add(true)}>
            Add to order
          </button>
        </>
      }
    >
      {dish && (
        <fieldset className="modifiers">
          <legend>Extras</legend>
          {Object.entries(dish.modifiers).map(([name, price]) => (
            <label key={name} className="modifier">
              <input
                type="checkbox"
                checked={Object.hasOwn(chosen, name) && chosen[name]}
                onChange={(e) => setChosen((c) => ({ ...c, [name]: e.target.checked }))}
              />
              <span>{name}</span>
              <span className="modifier-price">+{formatMoney(price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
