/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The demo venue's thumbnails, drawn at build time (tools/make-demo-photos.mjs) at a JPEG quality
// its flat art needs, put where PocketBase looks for a thumbnail before it makes one
// ({collection}/{record}/thumbs_{file}/{WxH}_{file}, apis/file.go of PocketBase 0.39): PocketBase
// re-encodes a thumbnail at quality 95, 2 to 3 times the bytes, and the cover and the first
// screen's thumbnails are part of a guest's first visit (docs/storefront.md#demo-venue). Only the
// demo venue seeded by 1765700100 (SEED_DEMO=1); without the drawn files nothing changes and
// PocketBase makes its own thumbnails as for every other venue.
migrate(
  (app) => {
    if ($os.getenv("SEED_DEMO") !== "1") return;
    let venue;
    try {
      venue = app.findFirstRecordByFilter("users", "publicLink = 'demo'");
    } catch (_) {
      return;
    }
    const dist = $os.getenv("DRAFT_DIST_DIR") || $filepath.join(__hooks, "..", "dist");
    const slug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const fsys = app.newFilesystem();
    try {
      /** Puts the drawn thumbnails of art `name` beside `record`'s file field `field`. */
      const place = (record, field, name) => {
        const file = record.getString(field);
        if (!file) return;
        const base = record.baseFilesPath();
        if (!fsys.exists(base + "/" + file)) return;
        const dir = $filepath.join(dist, "demo-photos", "thumbs", name);
        let sizes;
        try {
          sizes = $os.readDir(dir);
        } catch (_) {
          return;
        }
        for (const entry of sizes) {
          const size = entry.name().replace(/\.jpg$/, "");
          if (!/^\d+x\d+$/.test(size)) continue;
          fsys.upload($os.readFile($filepath.join(dir, entry.name())), `${base}/thumbs_${file}/${size}_${file}`);
        }
      };
      place(venue, "cover", "cover");
      for (const dish of app.findRecordsByFilter("dishes", "user = {:u}", "", 0, 0, { u: venue.id }))
        place(dish, "photo", slug(dish.getString("title")));
    } finally {
      fsys.close();
    }
  },
  () => {},
);
