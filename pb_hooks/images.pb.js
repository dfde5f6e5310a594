/// <reference path="types/pocketbase.d.ts" />
// Image bombs (docs/security-and-isolation.md#image-bombs): every new photo or logo, whoever saves
// it (owner, superuser; the menu import checks its photos with the same lib/storage/image-size.js before
// storing them), is checked from its header before it is stored; over the
// cap it is a 400 and nothing changes. PocketBase's thumbnailer decodes the whole image, so this is
// what keeps a 69-byte PNG declaring 100000x100000 pixels from ending the process. Stored files
// from before this check are handled by migration 1764300100.
onRecordValidate(
  (e) => {
    e.next();
    require(`${__hooks}/lib/storage/image-files.js`).checkRecordFiles(e.record);
  },
  "dishes",
  "users",
);
