/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The Storage page's grouped list (docs/sales.md#storage): each page reads its groups' entries
// newest first, a group at a time (pb_hooks/lib/orders/stock.js). This index is that order, so a page reads
// its 100 entries (and the ones it skips within a group), never every entry of the venue.
migrate(
  (app) => {
    const storage = app.findCollectionByNameOrId("storage");
    storage.addIndex("idx_storage_user_item_unit_created", false, "user, item, unit, created", "");
    app.save(storage);
  },
  (app) => {
    const storage = app.findCollectionByNameOrId("storage");
    storage.removeIndex("idx_storage_user_item_unit_created");
    app.save(storage);
  },
);
