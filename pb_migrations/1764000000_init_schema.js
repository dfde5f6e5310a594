/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The whole data model with server-enforced API rules (docs/security-and-isolation.md#owner-data).
// Owner-side rules are always `user = @request.auth.id`; create/update rules also pin the
// `user` the client sends, so nobody can create a record for, or move one to, another owner.
migrate(
  (app) => {
    const OWN = "@request.auth.id != '' && user = @request.auth.id";
    const CREATE_OWN = "@request.auth.id != '' && @request.body.user = @request.auth.id";
    const UPDATE_OWN = OWN + " && (@request.body.user:isset = false || @request.body.user = @request.auth.id)";
    const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
    const FIVE_MB = 5 * 1024 * 1024;

    const autodates = () => [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];
    const ownerField = (users) => ({
      type: "relation",
      name: "user",
      required: true,
      collectionId: users.id,
      maxSelect: 1,
      cascadeDelete: true,
    });

    // ---- users (auth) ----
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(
      new TextField({ name: "publicLink", required: true, min: 1, max: 40, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }),
    );
    users.fields.add(new TextField({ name: "menuTitle", max: 100 }));
    users.fields.add(new TextField({ name: "menuDescription", max: 1000 }));
    users.fields.add(new TextField({ name: "currency", max: 10 }));
    users.fields.add(
      new FileField({
        name: "logo",
        maxSelect: 1,
        maxSize: FIVE_MB,
        mimeTypes: IMAGE_TYPES,
        thumbs: ["100x100", "50x50"],
      }),
    );
    users.fields.add(new TextField({ name: "qrtext", max: 200 }));
    users.fields.add(new TextField({ name: "pin", hidden: true, pattern: "^[0-9]{4}$" }));
    const nameField = users.fields.getByName("name");
    if (nameField) nameField.max = 100;
    users.addIndex("idx_users_publicLink", true, "publicLink", "");
    // Venue pages are public (the guest page finds a venue by its publicLink); email stays hidden
    // (emailVisibility false) and pin is a hidden field, so only public venue info is readable.
    users.listRule = "";
    users.viewRule = "";
    users.createRule = "";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    app.save(users);

    // ---- categories ----
    const categories = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "categories",
        listRule: "",
        viewRule: "",
        createRule: CREATE_OWN,
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          { type: "text", name: "title", required: true, max: 100 },
          { type: "number", name: "order", min: 0, onlyInt: true },
          ownerField(users),
          ...autodates(),
        ],
        indexes: ["CREATE INDEX idx_categories_user_order ON categories (user, `order`)"],
      }),
    );
    app.save(categories);

    // ---- dishes ----
    const dishes = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "dishes",
        listRule: "",
        viewRule: "",
        createRule: CREATE_OWN,
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          { type: "text", name: "title", required: true, max: 200 },
          { type: "text", name: "description", max: 2000 },
          { type: "number", name: "price", min: 0, max: 1000000 },
          // Not cascading: deleting a category that still has dishes is refused (400), never silent data loss.
          {
            type: "relation",
            name: "category",
            required: true,
            collectionId: categories.id,
            maxSelect: 1,
            cascadeDelete: false,
          },
          ownerField(users),
          { type: "number", name: "order", min: 0, onlyInt: true },
          {
            type: "file",
            name: "photo",
            maxSelect: 1,
            maxSize: FIVE_MB,
            mimeTypes: IMAGE_TYPES,
            thumbs: ["100x100", "50x50"],
          },
          { type: "json", name: "timeServed", maxSize: 200 },
          { type: "json", name: "modifiers", maxSize: 5000 },
          { type: "bool", name: "available" },
          ...autodates(),
        ],
        indexes: [
          "CREATE INDEX idx_dishes_user_order ON dishes (user, `order`)",
          "CREATE INDEX idx_dishes_category ON dishes (category)",
        ],
      }),
    );
    app.save(dishes);

    // ---- tables ----
    const tables = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "tables",
        listRule: OWN,
        viewRule: OWN,
        createRule: CREATE_OWN,
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          ownerField(users),
          { type: "number", name: "tableNumber", required: true, min: 1, max: 100000, onlyInt: true },
          { type: "bool", name: "round" },
          { type: "number", name: "width", min: 0, max: 2000 },
          { type: "number", name: "length", min: 0, max: 2000 },
          { type: "number", name: "diameter", min: 0, max: 2000 },
          { type: "number", name: "x", min: -100000, max: 100000 },
          { type: "number", name: "y", min: -100000, max: 100000 },
          ...autodates(),
        ],
        indexes: ["CREATE UNIQUE INDEX idx_tables_user_number ON tables (user, tableNumber)"],
      }),
    );
    app.save(tables);

    // ---- orders ----
    const orders = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "orders",
        // The owner sees their orders; a guest sees only the orders whose hidden guestToken they hold.
        listRule: OWN + " || (@request.headers.x_guest_token != '' && guestToken = @request.headers.x_guest_token)",
        viewRule: OWN + " || (@request.headers.x_guest_token != '' && guestToken = @request.headers.x_guest_token)",
        // Anyone may send an order; the create hook re-prices it and sets the venue. Nobody creates
        // an order that is already started or finished.
        createRule:
          "(@request.body.started:isset = false || @request.body.started = false) && (@request.body.finished:isset = false || @request.body.finished = false)",
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          ownerField(users),
          { type: "text", name: "userSlug", max: 40 },
          { type: "text", name: "tableSlug", max: 40 },
          { type: "json", name: "items", maxSize: 100000 },
          { type: "number", name: "total", min: 0 },
          { type: "bool", name: "started" },
          { type: "bool", name: "finished" },
          { type: "text", name: "clientRequestId", max: 100 },
          { type: "text", name: "guestToken", hidden: true, max: 100 },
          ...autodates(),
        ],
        indexes: [
          "CREATE INDEX idx_orders_user_finished_created ON orders (user, finished, created)",
          "CREATE INDEX idx_orders_user_updated ON orders (user, updated)",
          "CREATE INDEX idx_orders_guestToken ON orders (guestToken) WHERE guestToken != ''",
          "CREATE UNIQUE INDEX idx_orders_user_request ON orders (user, clientRequestId) WHERE clientRequestId != ''",
        ],
      }),
    );
    app.save(orders);

    // ---- storage ----
    const storage = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "storage",
        listRule: OWN,
        viewRule: OWN,
        createRule: CREATE_OWN,
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          ownerField(users),
          { type: "text", name: "item", required: true, max: 100 },
          { type: "number", name: "quantity", min: -1000000000, max: 1000000000 },
          { type: "select", name: "unit", required: true, maxSelect: 1, values: ["piece", "mililitre", "gram"] },
          { type: "text", name: "note", max: 500 },
          ...autodates(),
        ],
        indexes: ["CREATE INDEX idx_storage_user_created ON storage (user, created)"],
      }),
    );
    app.save(storage);

    // ---- support_messages: written only by the /supportemail hook ----
    const support = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "support_messages",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "email", name: "email", required: true },
          { type: "text", name: "text", required: true, max: 5000 },
          { type: "bool", name: "mailed" },
          ...autodates(),
        ],
      }),
    );
    app.save(support);

    // ---- push_subscriptions ----
    const push = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "push_subscriptions",
        listRule: OWN,
        viewRule: OWN,
        createRule: CREATE_OWN,
        updateRule: UPDATE_OWN,
        deleteRule: OWN,
        fields: [
          ownerField(users),
          { type: "url", name: "endpoint", required: true },
          { type: "text", name: "p256dh", required: true, max: 200 },
          { type: "text", name: "auth", required: true, max: 100 },
          { type: "text", name: "userAgent", max: 300 },
          ...autodates(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_push_endpoint ON push_subscriptions (endpoint)",
          "CREATE INDEX idx_push_user ON push_subscriptions (user)",
        ],
      }),
    );
    app.save(push);

    // ---- settings: app name and the built-in rate limiter (off by default in PocketBase) ----
    const settings = app.settings();
    settings.meta.appName = "Draft";
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = /** @type {RateLimitRules} */ ([
      { label: "*:auth", audience: "", duration: 60, maxRequests: 20 },
      { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 20 },
      { label: "orders:create", audience: "@guest", duration: 60, maxRequests: 30 },
      { label: "POST /api/pin/verify", audience: "", duration: 60, maxRequests: 10 },
      { label: "POST /supportemail", audience: "", duration: 3600, maxRequests: 10 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ]);
    app.save(settings);
  },
  (app) => {
    for (const name of [
      "push_subscriptions",
      "support_messages",
      "storage",
      "orders",
      "tables",
      "dishes",
      "categories",
    ]) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch (_) {}
    }
    const users = app.findCollectionByNameOrId("users");
    for (const f of ["publicLink", "menuTitle", "menuDescription", "currency", "logo", "qrtext", "pin"])
      users.fields.removeByName(f);
    users.removeIndex("idx_users_publicLink");
    app.save(users);
  },
);
