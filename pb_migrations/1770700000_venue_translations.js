/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The venue's own title and description in its other menu languages
// (docs/menu-and-serving-windows.md#menu-languages): users.menuTranslations
// {code: {title, description}}, checked by pb_hooks/menu-languages.pb.js like a dish's translations
// (src/domain/languages.ts VENUE_FIELDS). Empty for every venue that exists: nothing changes until
// the venue writes one. The cap holds every known language at the base fields' lengths.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new JSONField({ name: "menuTranslations", maxSize: 200000 }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("menuTranslations");
    app.save(users);
  },
);
