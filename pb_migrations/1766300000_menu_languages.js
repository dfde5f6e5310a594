/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Menu content in several languages (docs/menu-and-serving-windows.md#menu-languages). The venue:
// `menuLanguage` (its default language, an ISO 639-1 code; "" reads as "en") and `menuLanguages`
// (a JSON list of the other codes it offers). Dishes: `translations` {code: {title, description}};
// categories: `translations` {code: {title}}. pb_hooks/menu-languages.pb.js checks every code and
// length (src/domain/languages.ts). Empty for everything that exists: a venue that offers no other
// language sees exactly what it saw. The size caps hold every known language at the base fields'
// lengths.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new TextField({ name: "menuLanguage", max: 2 }));
    users.fields.add(new JSONField({ name: "menuLanguages", maxSize: 200 }));
    app.save(users);
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.add(new JSONField({ name: "translations", maxSize: 400000 }));
    app.save(dishes);
    const categories = app.findCollectionByNameOrId("categories");
    categories.fields.add(new JSONField({ name: "translations", maxSize: 20000 }));
    app.save(categories);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("menuLanguage");
    users.fields.removeByName("menuLanguages");
    app.save(users);
    for (const name of ["dishes", "categories"]) {
      const c = app.findCollectionByNameOrId(name);
      c.fields.removeByName("translations");
      app.save(c);
    }
  },
);
