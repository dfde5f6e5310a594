/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The guest menu as the venue's storefront and a new venue's first hour (docs/storefront.md):
// - users.brandColor ("#rrggbb" or empty; the contrast check is pb_hooks/users.pb.js's) and
//   users.cover (a picture above the menu: the same raster types, size cap and header check as a
//   logo or photo, pb_hooks/images.pb.js checks every file field of users);
// - a larger thumbnail of dish photos for the dish sheet (never the original upload);
// - the first-hour checklist: users.checklistOpen (set at sign-up, so only new venues get it; the
//   owner clears it for good), users.qrPrinted (ticks "print QR codes");
// - orders.isTest: an order the owner sent from their own guest menu, left out of sales.
migrate(
  (app) => {
    const RASTER = ["image/jpeg", "image/png", "image/webp", "image/gif"];
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new TextField({ name: "brandColor", max: 7, pattern: "^#[0-9a-fA-F]{6}$" }));
    users.fields.add(
      new FileField({
        name: "cover",
        maxSelect: 1,
        maxSize: 5 * 1024 * 1024,
        mimeTypes: RASTER,
        thumbs: ["720x240", "360x120"],
      }),
    );
    users.fields.add(new BoolField({ name: "checklistOpen" }));
    users.fields.add(new BoolField({ name: "qrPrinted" }));
    app.save(users);

    const dishes = app.findCollectionByNameOrId("dishes");
    const photo = dishes.fields.getByName("photo");
    photo.thumbs = ["100x100", "50x50", "480x320"];
    app.save(dishes);

    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new BoolField({ name: "isTest" }));
    app.save(orders);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    for (const f of ["brandColor", "cover", "checklistOpen", "qrPrinted"]) users.fields.removeByName(f);
    app.save(users);
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.getByName("photo").thumbs = ["100x100", "50x50"];
    app.save(dishes);
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.removeByName("isTest");
    app.save(orders);
  },
);
