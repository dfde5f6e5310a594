/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Option groups and sizes of a dish (docs/menu-and-serving-windows.md#option-groups): a JSON list
// of {name, min, max, size?, choices: [{name, price, soldOut?}]}, checked by
// pb_hooks/option-groups.pb.js (src/domain/option-groups.ts groupsProblem). Empty for every dish
// that exists: the spec's extras (`modifiers`) stay as they are. The size cap holds 20 groups of 50
// choices with names of 60 characters.
migrate(
  (app) => {
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.add(new JSONField({ name: "optionGroups", maxSize: 150000 }));
    app.save(dishes);
  },
  (app) => {
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.removeByName("optionGroups");
    app.save(dishes);
  },
);
