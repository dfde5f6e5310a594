/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Demo venue on the first start of an empty database, only when SEED_DEMO=1 (`npm start` sets it;
// tests never do). It prints the owner login and writes it to <data dir>/demo-login.txt, which the
// launcher shows on every start.
migrate(
  (app) => {
    if ($os.getenv("SEED_DEMO") !== "1") return;
    const CATEGORIES = [
      {
        title: "Starters",
        dishes: [
          {
            title: "Tomato soup",
            description: "Slow-roasted tomatoes, basil oil and a slice of sourdough bread from our bakery.",
            price: 5.5,
          },
          {
            title: "Bruschetta",
            description: "Grilled bread, garlic, tomatoes, olive oil.",
            price: 4.9,
            modifiers: { "Extra cheese": 1.2, Prosciutto: 2 },
          },
        ],
      },
      {
        title: "Mains",
        dishes: [
          {
            title: "Burger",
            description: "Beef patty, cheddar, pickles, house sauce, brioche bun, fries on the side.",
            price: 11.9,
            modifiers: { Bacon: 1.5, "Extra patty": 3.5, "Gluten-free bun": 1 },
          },
          {
            title: "Margherita pizza",
            description: "San Marzano tomatoes, mozzarella, basil.",
            price: 9.5,
            modifiers: { Olives: 0.8, Chili: 0.5 },
          },
          {
            title: "Breakfast plate",
            description: "Eggs, bacon, beans, toast. Served in the morning only.",
            price: 8.0,
            timeServed: { from: "07:00", to: "11:30" },
          },
        ],
      },
      {
        title: "Drinks",
        dishes: [
          { title: "Lemonade", description: "Fresh lemons, mint, sparkling water.", price: 3.2 },
          { title: "Espresso", description: "Double shot.", price: 2.4, modifiers: { "Oat milk": 0.4 } },
          {
            title: "Night cocktail",
            description: "Served from 18:00 until 02:00.",
            price: 8.5,
            timeServed: { from: "18:00", to: "02:00" },
          },
        ],
      },
    ];

    /** Creates the demo venue if the database has no users yet; returns the password or null. */
    function seedDemo(app, password) {
      if (app.countRecords("users") > 0) return null;
      const pass = password || $security.randomStringWithAlphabet(14, "abcdefghijkmnpqrstuvwxyz23456789");
      app.runInTransaction((tx) => {
        const user = new Record(tx.findCollectionByNameOrId("users"));
        user.set("email", "demo@example.com");
        user.set("emailVisibility", false);
        user.set("verified", true);
        user.setPassword(pass);
        user.set("publicLink", "demo");
        user.set("menuTitle", "Demo Bistro");
        user.set("menuDescription", "Seasonal food, good coffee, friendly people. Order from your table.");
        user.set("currency", "EUR");
        user.set("qrtext", "Scan to see the menu and order");
        tx.save(user);

        const catCol = tx.findCollectionByNameOrId("categories");
        const dishCol = tx.findCollectionByNameOrId("dishes");
        CATEGORIES.forEach((c, ci) => {
          const cat = new Record(catCol);
          cat.set("title", c.title);
          cat.set("order", ci);
          cat.set("user", user.id);
          tx.save(cat);
          c.dishes.forEach((d, di) => {
            const dish = new Record(dishCol);
            dish.set("title", d.title);
            dish.set("description", d.description);
            dish.set("price", d.price);
            dish.set("category", cat.id);
            dish.set("user", user.id);
            dish.set("order", di);
            dish.set("timeServed", d.timeServed || null);
            dish.set("modifiers", d.modifiers || {});
            dish.set("available", true);
            tx.save(dish);
          });
        });

        const tableCol = tx.findCollectionByNameOrId("tables");
        [
          { n: 1, round: true, diameter: 120, x: 40, y: 40 },
          { n: 2, round: true, diameter: 120, x: 200, y: 40 },
          { n: 3, round: false, width: 200, length: 120, x: 40, y: 200 },
          { n: 4, round: false, width: 240, length: 120, x: 220, y: 200 },
        ].forEach((t) => {
          const table = new Record(tableCol);
          table.set("user", user.id);
          table.set("tableNumber", t.n);
          table.set("round", t.round);
          table.set("diameter", t.diameter || 0);
          table.set("width", t.width || 0);
          table.set("length", t.length || 0);
          table.set("x", t.x);
          table.set("y", t.y);
          tx.save(table);
        });
      });
      return pass;
    }

    const password = seedDemo(app, $os.getenv("DEMO_PASSWORD"));
    if (!password) return;
    const origin = $os.getenv("PUBLIC_ORIGIN") || "http://127.0.0.1:8090";
    const text =
      "Demo venue created.\n" +
      "  Owner login: demo@example.com / " +
      password +
      "\n" +
      "  Guest menu:  " +
      origin +
      "/demo/1\n";
    console.log("\n" + text);
    try {
      // @ts-expect-error FileMode is Go's os.FileMode (a uint32); goja passes the number through
      $os.writeFile(app.dataDir() + "/demo-login.txt", text, 0o600);
    } catch (err) {
      console.log("could not write demo-login.txt: " + err);
    }
  },
  (_app) => {},
);
