/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// A venue's team as people use it (docs/security-and-isolation.md#team-members-and-roles):
//  - people: a team member's login (an address and a password), one per person whatever the
//    number of venues they work at. A person signs in, picks a venue, and gets that membership's
//    `staff` token (POST /api/team/enter): every rule stays the membership's, for its venue only.
//  - staff.person: the person a membership belongs to (empty for a shared device). A membership's
//    own address is nobody's (@members.invalid): nobody signs in to it with a password.
//  - invitations: an address the owner added and nobody has accepted yet (superuser-only). No login
//    exists for that address until its reader accepts it through the mailed link, so an unaccepted
//    invitation blocks nothing elsewhere.
// Members from before: a member who had joined becomes a person with the same address and password
// hash and keeps the membership; one who had not becomes an invitation (the owner sends it again).
const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
const INVITE_RULE = { label: "POST /api/team/invitations/", audience: "", duration: 60, maxRequests: 20 };
const ENTER_RULE = { label: "POST /api/team/enter", audience: "", duration: 60, maxRequests: 30 };
// Sales by staff member as CSV (staff-sales.pb.js): as the finished orders' CSV, 10 a minute.
const STAFF_CSV_RULE = { label: "GET /api/stats/staff/csv", audience: "", duration: 60, maxRequests: 10 };
const RULES = [INVITE_RULE, ENTER_RULE, STAFF_CSV_RULE];

function plainRules(settings) {
  const rules = [];
  for (let i = 0; i < settings.rateLimits.rules.length; i++) {
    const r = settings.rateLimits.rules[i];
    rules.push({ label: r.label, audience: r.audience, duration: r.duration, maxRequests: r.maxRequests });
  }
  return rules;
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const staff = app.findCollectionByNameOrId("staff");
    const people = new Collection(
      /** @type {CollectionInit} */ ({
        type: "auth",
        name: "people",
        listRule: "id = @request.auth.id",
        viewRule: "id = @request.auth.id",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [{ type: "autodate", name: "created", onCreate: true, onUpdate: false }],
      }),
    );
    people.authToken.duration = 8 * 3600;
    people.passwordResetToken.duration = 3600;
    people.authAlert.enabled = false;
    app.save(people);

    staff.fields.add(new RelationField({ name: "person", collectionId: people.id, maxSelect: 1, cascadeDelete: true }));
    staff.addIndex("idx_staff_person", false, "person", "");
    app.save(staff);

    app.save(
      new Collection(
        /** @type {CollectionInit} */ ({
          type: "base",
          name: "invitations",
          ...closed,
          fields: [
            {
              type: "relation",
              name: "venue",
              required: true,
              collectionId: users.id,
              maxSelect: 1,
              cascadeDelete: true,
            },
            { type: "text", name: "email", required: true, max: 200 },
            { type: "text", name: "name", required: true, max: 100 },
            { type: "select", name: "role", required: true, maxSelect: 1, values: ["manager", "waiter", "kitchen"] },
            { type: "text", name: "tokenHash", required: true, hidden: true, max: 100 },
            { type: "number", name: "expiresAt", min: 0 },
            { type: "bool", name: "mailed" },
            { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          ],
          indexes: [
            "CREATE INDEX idx_invitations_venue ON invitations (venue)",
            "CREATE UNIQUE INDEX idx_invitations_token ON invitations (tokenHash)",
          ],
        }),
      ),
    );

    // Members from before.
    const invitations = app.findCollectionByNameOrId("invitations");
    const members = app.findRecordsByFilter("staff", "device = false", "", 0, 0);
    for (const m of members) {
      const email = m.email();
      if (!m.verified()) {
        const inv = new Record(invitations);
        inv.set("venue", m.getString("venue"));
        inv.set("email", email);
        inv.set("name", m.getString("name"));
        inv.set("role", m.getString("role"));
        inv.set("tokenHash", $security.sha256($security.randomString(40)));
        inv.set("expiresAt", Date.now());
        app.save(inv);
        app.delete(m);
        continue;
      }
      const row = new DynamicModel({ password: "" });
      app.db().newQuery("SELECT password FROM staff WHERE id = {:id}").bind({ id: m.id }).one(row);
      m.setEmail(
        "member-" +
          m.id +
          "-" +
          $security.randomStringWithAlphabet(12, "abcdefghijklmnopqrstuvwxyz0123456789") +
          "@members.invalid",
      );
      m.setPassword($security.randomString(40));
      const p = new Record(people);
      p.setEmail(email);
      p.setEmailVisibility(false);
      p.setPassword($security.randomString(40));
      p.setVerified(true);
      app.save(m);
      app.save(p);
      // The same password as before: its hash, as it is.
      app
        .db()
        .newQuery("UPDATE people SET password = {:h} WHERE id = {:id}")
        .bind({ h: row.password, id: p.id })
        .execute();
      m.set("person", p.id);
      app.save(m);
    }

    const settings = app.settings();
    const rules = plainRules(settings);
    for (const rule of RULES) if (!rules.some((r) => r.label === rule.label)) rules.push(rule);
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (rules);
    app.save(settings);
  },
  (app) => {
    const staff = app.findCollectionByNameOrId("staff");
    staff.fields.removeByName("person");
    staff.removeIndex("idx_staff_person");
    app.save(staff);
    for (const name of ["invitations", "people"]) app.delete(app.findCollectionByNameOrId(name));
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {RateLimitRules} */ (
      plainRules(settings).filter((r) => !RULES.some((x) => x.label === r.label))
    );
    app.save(settings);
  },
);
