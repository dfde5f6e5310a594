/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Nobody reaches another venue (docs/security-and-isolation.md).
//  - users: private (only the owner lists/views/subscribes to their own record; guests get venue
//    info from GET /api/menu/{link}). Because the related collection's list rule is applied to
//    every join, `dishes?sort=user.email` or `orders?expand=user` reach nobody else's fields either.
//    Plain deletes are closed: POST /api/account/delete needs the password (and the PIN).
//    No login alert mails (they went to unverified addresses with the attacker's User-Agent).
//  - users.timeZone: the venue's IANA time zone; serving windows are decided in it.
//  - users.pin becomes a write-only proxy: the PIN is kept hashed in the superuser-only pin_guard
//    (pinHash), `pin` is always stored empty and never sent out (pb_hooks/users.pb.js).
//  - pin_unlocks: stateful unlock tokens, bound to the auth token that earned them.
//  - venue_links: every public link a venue ever used (superuser-only); a link stays with its
//    venue until the owner releases it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.deleteRule = null;
    users.authAlert.enabled = false;
    users.fields.add(new TextField({ name: "timeZone", max: 64 }));
    users.fields.getByName("pin").hidden = false;
    app.save(users);

    const guard = app.findCollectionByNameOrId("pin_guard");
    // "<salt>.<hex hs256(userId:pin, salt)>", "" = no PIN.
    guard.fields.add(new TextField({ name: "pinHash", hidden: true, max: 200 }));
    app.save(guard);

    const unlocks = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "pin_unlocks",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: "text", name: "tokenHash", required: true, hidden: true, max: 100 },
          { type: "text", name: "sessionHash", required: true, hidden: true, max: 100 },
          // The auth token this session had before its last refresh: requests already in flight with it
          // when the refresh happened still pass (same session, same browser).
          { type: "text", name: "prevSessionHash", hidden: true, max: 100 },
          { type: "number", name: "expiresAt", min: 0 },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_pin_unlocks_token ON pin_unlocks (tokenHash)",
          "CREATE INDEX idx_pin_unlocks_user ON pin_unlocks (user)",
        ],
      }),
    );
    app.save(unlocks);

    const links = new Collection(
      /** @type {CollectionInit} */ ({
        type: "base",
        name: "venue_links",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "link", required: true, max: 40 },
          { type: "relation", name: "user", required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_venue_links_link ON venue_links (link)",
          "CREATE INDEX idx_venue_links_user ON venue_links (user)",
        ],
      }),
    );
    app.save(links);

    // Backfill: current links, and PINs moved to their hashed form.
    for (const u of app.findAllRecords("users")) {
      const l = new Record(links);
      l.set("link", u.getString("publicLink"));
      l.set("user", u.id);
      app.save(l);
      const pin = u.getString("pin");
      if (pin) {
        let g;
        try {
          g = app.findFirstRecordByData("pin_guard", "user", u.id);
        } catch (_) {
          g = new Record(guard);
          g.set("user", u.id);
          g.set("fails", 0);
          g.set("lockedUntil", 0);
          g.set("secret", $security.randomString(48));
        }
        const salt = $security.randomString(24);
        g.set("pinHash", salt + "." + $security.hs256(u.id + ":" + pin, salt));
        app.save(g);
        u.set("pin", "");
        app.save(u);
      }
    }

    // Planted records from before relations were checked: a dish in another owner's category blocks
    // that owner from deleting the category. Such dishes are removed (they never showed on the
    // planter's menu anyway: the menu groups dishes under the venue's own categories).
    for (const d of app.findRecordsByFilter("dishes", "category.user != user", "", 0, 0)) app.delete(d);

    // Mail and account endpoints: appended, never overwriting other rules.
    const settings = app.settings();
    const wanted = [
      { label: "*:requestVerification", audience: "", duration: 3600, maxRequests: 10 },
      { label: "*:requestPasswordReset", audience: "", duration: 3600, maxRequests: 10 },
      { label: "*:requestEmailChange", audience: "", duration: 3600, maxRequests: 5 },
      { label: "POST /api/account/delete", audience: "", duration: 60, maxRequests: 10 },
    ];
    const rules = [];
    for (const x of settings.rateLimits.rules) {
      rules.push({ label: x.label, audience: x.audience, duration: x.duration, maxRequests: x.maxRequests });
    }
    for (const r of wanted) {
      if (!rules.some((x) => x.label === r.label)) rules.push(r);
    }
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    for (const name of ["venue_links", "pin_unlocks"]) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch (_) {}
    }
    const guard = app.findCollectionByNameOrId("pin_guard");
    guard.fields.removeByName("pinHash");
    app.save(guard);
    const users = app.findCollectionByNameOrId("users");
    users.listRule = "";
    users.viewRule = "";
    users.deleteRule = "id = @request.auth.id";
    users.fields.removeByName("timeZone");
    users.fields.getByName("pin").hidden = true;
    app.save(users);
  },
);
