/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Image bombs (docs/security-and-isolation.md#image-bombs). New images are checked by
// pb_hooks/images.pb.js; this migration:
// - drops the unused default `avatar` field of users (nothing in the app reads or writes it),
// - limits photos and logos to the raster types the header check reads (AVIF was allowed but
//   is neither checked nor thumbnailed),
// - removes a stored photo or logo whose header declares more pixels than the cap, so that no
//   thumbnail is ever generated from it (PocketBase decodes the whole original for a thumbnail,
//   before any hook runs). Such a file was never a usable menu photo; the record keeps its other
//   fields and the owner can upload a smaller image.
migrate(
  (app) => {
    const RASTER = ["image/jpeg", "image/png", "image/webp", "image/gif"];
    const users = app.findCollectionByNameOrId("users");
    if (users.fields.getByName("avatar")) users.fields.removeByName("avatar");
    users.fields.getByName("logo").mimeTypes = RASTER;
    app.save(users);
    const dishes = app.findCollectionByNameOrId("dishes");
    dishes.fields.getByName("photo").mimeTypes = RASTER;
    app.save(dishes);

    const files = require(`${__hooks}/lib/storage/image-files.js`);
    const sizes = require(`${__hooks}/lib/storage/image-size.js`);
    [
      ["dishes", "photo"],
      ["users", "logo"],
    ].forEach(([collection, field]) => {
      const records = app.findRecordsByFilter(collection, `${field} != ''`, "", 0, 0);
      records.forEach((rec) => {
        const name = rec.getString(field);
        let size;
        try {
          size = files.storedImageSize(app, rec.baseFilesPath() + "/" + name);
        } catch (_) {
          return; // missing or unreadable file: nothing to thumbnail
        }
        if (!size || !sizes.overCap(size)) return;
        console.log(
          `image cap: removed ${collection}.${field} ${name} of ${rec.id} (${size.width}x${size.height} pixels)`,
        );
        rec.set(field, "");
        app.saveNoValidate(rec);
      });
    });
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(
      new FileField({
        name: "avatar",
        maxSelect: 1,
        mimeTypes: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"],
      }),
    );
    app.save(users);
  },
);
