/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Allergens and the kitchen display (docs/menu-and-serving-windows.md#allergens-and-dietary-tags,
// docs/kitchen.md). Dishes carry allergens (the EU's 14 regulated allergens, Regulation 1169/2011
// annex II) and dietary tags as multi-select fields: PocketBase refuses any value outside the list
// with a 400, so the server is the authority on the keys. The keys are stable lower-case ASCII
// (they go into export files and the guest's stored filter); the display names live in
// src/domain/dietary.ts. The owner's record gets the kitchen display settings (minutes before a
// card turns amber / red, print a ticket when an order is started).
migrate(
  (app) => {
    const ALLERGENS = [
      "celery",
      "gluten",
      "crustaceans",
      "eggs",
      "fish",
      "lupin",
      "milk",
      "molluscs",
      "mustard",
      "tree-nuts",
      "peanuts",
      "sesame",
      "soya",
      "sulphites",
    ];
    const DIETARY = ["vegetarian", "vegan", "gluten-free", "halal", "spicy"];
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.add(new SelectField({ name: "allergens", maxSelect: ALLERGENS.length, values: ALLERGENS }));
    dishes.fields.add(new SelectField({ name: "dietary", maxSelect: DIETARY.length, values: DIETARY }));
    app.save(dishes);

    const users = app.findCollectionByNameOrId("users");
    // 0 (unset) means the default (10 / 20 minutes); the limits keep a typo from hiding every warning.
    users.fields.add(new NumberField({ name: "kitchenAmberMinutes", min: 0, max: 240, onlyInt: true }));
    users.fields.add(new NumberField({ name: "kitchenRedMinutes", min: 0, max: 480, onlyInt: true }));
    users.fields.add(new BoolField({ name: "kitchenAutoPrint" }));
    app.save(users);
  },
  (app) => {
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.removeByName("allergens");
    dishes.fields.removeByName("dietary");
    app.save(dishes);
    const users = app.findCollectionByNameOrId("users");
    for (const f of ["kitchenAmberMinutes", "kitchenRedMinutes", "kitchenAutoPrint"]) users.fields.removeByName(f);
    app.save(users);
  },
);
