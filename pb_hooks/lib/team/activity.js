// Who did it (docs/security-and-isolation.md#who-did-it): one row per action of the owner or a
// member on the venue's orders and stock, read by the owner and managers (the Team page's day).
const MAX_LIST = 500;
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?Z?$/;

/**
 * Records an action of the signed-in actor of `e` (nothing for a guest or a superuser); on a shared
 * device, of the person using it (lib/team/staff.js actorOfRequest). Returns the name it signed with.
 * @param {CoreApp} app
 * @param {any} e the request event (auth, requestInfo())
 * @param {string} venueId
 * @param {string} action start | finish | edit | combine | delete | stock
 * @param {string} target the record's id
 * @param {string} summary a short description (table, lines, total)
 */
function record(app, e, venueId, action, target, summary) {
  const a = require(`${__hooks}/lib/team/staff.js`).actorOfRequest(app, e);
  if (!a || a.venue !== venueId) return "";
  const rec = new Record(app.findCollectionByNameOrId("activity"));
  rec.set("user", venueId);
  // A restricted action a manager approved (lib/team/approvals.js) is signed by both.
  const approvedBy = typeof e.get === "function" ? e.get("approvedBy") : "";
  rec.set("actor", (approvedBy ? a.name + ", approved by " + approvedBy : a.name).slice(0, 100));
  rec.set("actorId", a.id);
  rec.set("action", action);
  rec.set("target", target);
  rec.set("summary", String(summary || "").slice(0, 300));
  app.save(rec);
  return a.name;
}

/** A short description of an order: "Table 4: 2 × Soup, 1 × Tea". */
function orderSummary(order) {
  let items;
  try {
    items = JSON.parse(toString(order.get("items")) || "[]") || [];
  } catch (_) {
    items = [];
  }
  const lines = items
    .slice(0, 10)
    .map((l) => (l && l.count) + " × " + (l && l.title))
    .join(", ");
  return "Table " + order.getString("tableSlug") + ": " + lines;
}

/** The venue's actions in [from, to) (UTC 'yyyy-MM-dd HH:mm:ss'), newest first, at most MAX_LIST. */
function listDay(app, venueId, from, to) {
  const f = String(from || "");
  const t = String(to || "");
  if (!DATE.test(f) || !DATE.test(t)) throw new BadRequestError("from and to must be dates like 2026-01-31 00:00:00.");
  const rows = app.findRecordsByFilter(
    "activity",
    "user = {:v} && created >= {:f} && created < {:t}",
    "-created",
    MAX_LIST,
    0,
    { v: venueId, f: f, t: t },
  );
  return rows.map((r) => ({
    id: r.id,
    actor: r.getString("actor"),
    action: r.getString("action"),
    target: r.getString("target"),
    summary: r.getString("summary"),
    created: r.getString("created"),
  }));
}

module.exports = { MAX_LIST, record, orderSummary, listDay };
