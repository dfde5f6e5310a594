/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The demo venue as a storefront (docs/storefront.md#demo-venue), right after migration 1764000100
// seeded it (SEED_DEMO=1, first start of an empty database): a brand colour and a cover picture,
// allergens, dietary tags and extras on every dish, a longer menu (so the guest search shows), and
// a picture for every dish. The pictures are drawn from vector art shipped in tools/demo-art/,
// rendered at build time into dist/demo-photos/ (tools/make-demo-photos.mjs); without them the
// demo has no photos, as before. A demo venue someone has already changed is left alone.
migrate(
  (app) => {
    if ($os.getenv("SEED_DEMO") !== "1") return;
    let venue;
    try {
      venue = app.findFirstRecordByFilter("users", "publicLink = 'demo'");
    } catch (_) {
      return;
    }
    // Only the demo exactly as 1764000100 left it (8 dishes, 3 categories, no brand colour).
    if (venue.getString("brandColor") || app.countRecords("dishes", $dbx.hashExp({ user: venue.id })) !== 8) return;
    if (app.countRecords("categories", $dbx.hashExp({ user: venue.id })) !== 3) return;

    const dist = $os.getenv("DRAFT_DIST_DIR") || $filepath.join(__hooks, "..", "dist");
    const photo = (name) => {
      const file = $filepath.join(dist, "demo-photos", name + ".jpg");
      try {
        $os.stat(file);
      } catch (_) {
        return null;
      }
      return $filesystem.fileFromPath(file);
    };
    const slug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

    // What every existing dish gets, by title; then the new dishes, by category title.
    const TAGS = {
      "Tomato soup": { allergens: ["gluten", "milk", "celery"], dietary: ["vegetarian"] },
      Bruschetta: { allergens: ["gluten"], dietary: ["vegan"] },
      Burger: { allergens: ["gluten", "milk", "eggs", "mustard", "sesame"], dietary: [] },
      "Margherita pizza": { allergens: ["gluten", "milk"], dietary: ["vegetarian"] },
      "Breakfast plate": { allergens: ["gluten", "eggs"], dietary: [] },
      Lemonade: { allergens: [], dietary: ["vegan", "gluten-free"] },
      Espresso: { allergens: [], dietary: ["vegan", "gluten-free"] },
      "Night cocktail": { allergens: ["sulphites"], dietary: ["vegan"] },
    };
    const NEW = {
      Starters: [
        {
          title: "Burrata",
          description:
            "Creamy Apulian burrata, heirloom cherry tomatoes, basil, cold-pressed olive oil and flaky salt.",
          price: 9.5,
          allergens: ["milk"],
          dietary: ["vegetarian", "gluten-free"],
          modifiers: { "Toasted sourdough": 1.5 },
        },
      ],
      Mains: [
        {
          title: "Mushroom risotto",
          description: "Carnaroli rice, wild mushrooms, white wine, parmesan and thyme, finished with butter.",
          price: 13.5,
          allergens: ["milk", "sulphites", "celery"],
          dietary: ["vegetarian", "gluten-free"],
          modifiers: { "Truffle oil": 2.5, "Extra parmesan": 1 },
        },
        {
          title: "Grilled salmon",
          description: "Salmon fillet from the grill, broccolini, lemon and a caper butter sauce.",
          price: 17.9,
          allergens: ["fish", "milk"],
          dietary: ["gluten-free"],
          modifiers: { "Side of fries": 3, "Side salad": 3.5 },
        },
      ],
      Desserts: [
        {
          title: "Tiramisu",
          description: "Savoiardi soaked in espresso, mascarpone cream, cocoa. Made every morning.",
          price: 6.5,
          allergens: ["gluten", "milk", "eggs"],
          dietary: ["vegetarian"],
        },
        {
          title: "Lemon tart",
          description: "Buttery shortcrust, sharp lemon curd, a spoon of crème fraîche.",
          price: 6.0,
          allergens: ["gluten", "milk", "eggs"],
          dietary: ["vegetarian"],
          modifiers: { "Scoop of vanilla ice cream": 2 },
        },
        {
          title: "Chocolate cake",
          description: "Dark chocolate cake, raspberries, whipped cream.",
          price: 6.5,
          allergens: ["gluten", "milk", "eggs", "soya"],
          dietary: ["vegetarian"],
        },
      ],
      Drinks: [
        {
          title: "Cappuccino",
          description: "Double espresso, steamed milk, microfoam.",
          price: 3.4,
          allergens: ["milk"],
          dietary: ["vegetarian", "gluten-free"],
          modifiers: { "Oat milk": 0.4, "Extra shot": 0.9 },
        },
        {
          title: "Iced tea",
          description: "House-brewed black tea, peach, lemon, ice.",
          price: 3.6,
          allergens: [],
          dietary: ["vegan", "gluten-free"],
        },
      ],
    };

    app.runInTransaction((tx) => {
      const cats = tx.findRecordsByFilter("categories", "user = {:u}", "order", 0, 0, { u: venue.id });
      const byTitle = {};
      cats.forEach((c) => (byTitle[c.getString("title")] = c));
      if (!byTitle.Desserts) {
        // Desserts go between Mains and Drinks.
        const desserts = new Record(tx.findCollectionByNameOrId("categories"));
        desserts.set("title", "Desserts");
        desserts.set("user", venue.id);
        desserts.set("order", 2);
        tx.save(desserts);
        if (byTitle.Drinks) {
          byTitle.Drinks.set("order", 3);
          tx.save(byTitle.Drinks);
        }
        byTitle.Desserts = desserts;
      }
      for (const d of tx.findRecordsByFilter("dishes", "user = {:u}", "order", 0, 0, { u: venue.id })) {
        const tags = TAGS[d.getString("title")];
        if (tags) {
          d.set("allergens", tags.allergens);
          d.set("dietary", tags.dietary);
        }
        const file = photo(slug(d.getString("title")));
        if (file) d.set("photo", file);
        tx.save(d);
      }
      const dishCol = tx.findCollectionByNameOrId("dishes");
      Object.keys(NEW).forEach((catTitle) => {
        const cat = byTitle[catTitle];
        if (!cat) return;
        const start = tx.countRecords("dishes", $dbx.hashExp({ category: cat.id }));
        NEW[catTitle].forEach((n, i) => {
          const dish = new Record(dishCol);
          dish.set("title", n.title);
          dish.set("description", n.description);
          dish.set("price", n.price);
          dish.set("category", cat.id);
          dish.set("user", venue.id);
          dish.set("order", start + i);
          dish.set("timeServed", null);
          dish.set("modifiers", n.modifiers || {});
          dish.set("allergens", n.allergens);
          dish.set("dietary", n.dietary);
          dish.set("available", true);
          const file = photo(slug(n.title));
          if (file) dish.set("photo", file);
          tx.save(dish);
        });
      });
      venue.set("brandColor", "#9a3412");
      const cover = photo("cover");
      if (cover) venue.set("cover", cover);
      tx.save(venue);
    });
  },
  () => {},
);
