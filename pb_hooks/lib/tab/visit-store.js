// The table visits (docs/table-tab.md): reading and writing `visits` rows, and the view of a visit
// that members and staff get. Rows are written with plain SQL, not PocketBase's record save: the
// save ends with PocketBase's own realtime broadcast, which walks every connected client of the
// server inside the request (lib/orders/order-save.js says why the guest's order avoids it too); nobody
// but a superuser may hold a `visits` topic of PocketBase's, and our topics are published by
// lib/tab/visit-live.js. Every value written here is built by this code from checked input.
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const JSON_FIELDS = ["members", "cart", "claims", "bill", "lineBy", "parts"];
const COLUMNS = [
  "id",
  "user",
  "tableSlug",
  "status",
  "inviteCode",
  "members",
  "cart",
  "cartVersion",
  "claims",
  "bill",
  "lineBy",
  "parts",
  "tipCents",
  "payMethod",
  "billRequestedAt",
  "closedAt",
  "created",
  "updated",
];
const EMPTY = { members: [], cart: [], claims: {}, bill: null, lineBy: {}, parts: [] };

// `parts` came later (pb_migrations/1770500000_visit_parts.js): a row without one reads as none.
const SELECT = COLUMNS.map((c) => (c === "parts" ? "COALESCE([[parts]], '[]') AS [[parts]]" : "[[" + c + "]]")).join(
  ", ",
);

function shape() {
  const s = {};
  for (const c of COLUMNS) s[c] = c === "cartVersion" || c === "tipCents" ? 0 : "";
  return s;
}

/** A visit row as a plain object: JSON columns parsed, numbers as numbers. */
function toVisit(row) {
  const v = {};
  for (const c of COLUMNS) v[c] = row[c];
  for (const f of JSON_FIELDS) {
    let parsed;
    try {
      parsed = row[f] ? JSON.parse(String(row[f])) : null;
    } catch (_) {
      parsed = null;
    }
    v[f] = parsed === null || parsed === undefined ? EMPTY[f] : parsed;
  }
  v.cartVersion = Number(row.cartVersion) || 0;
  v.tipCents = Number(row.tipCents) || 0;
  return v;
}

function selectOne(app, where, params) {
  const row = new DynamicModel(shape());
  try {
    app
      .db()
      .newQuery("SELECT " + SELECT + " FROM {{visits}} WHERE " + where + " LIMIT 1")
      .bind(params)
      .one(row);
  } catch (_) {
    return null;
  }
  return toVisit(row);
}

/** The visit with that id, or null. */
function findVisit(app, id) {
  if (!/^[a-z0-9]{15}$/.test(String(id || ""))) return null;
  return selectOne(app, "[[id]] = {:id}", { id: String(id) });
}

// What a group send reads of its visit (findForSend): what it checks and changes, not the takes,
// the bill lines' adders or the parts, whose JSON grows with the tab (reading every column of a
// visit of 50 orders cost several times reading these), and the room its orders take, which
// SQLite keeps on the row (pb_migrations/1771100000_visit_room.js) instead of summing every order.
const LEAN_SELECT =
  "SELECT [[id]], [[user]], [[tableSlug]], [[status]], [[inviteCode]], [[members]], [[cart]], [[cartVersion]], " +
  "[[bill]], [[billRequestedAt]], [[updated]], [[roomOrders]], [[roomLines]], [[roomBytes]] FROM {{visits}} WHERE ";

/**
 * The visit with that id as a group send needs it (lib/tab/visit-send.js), or null, with `room`:
 * its orders, their lines and stored bytes ({n, lines, bytes}, what lib/tab/visit-orders.js checkRoom
 * sums). Its `claims`, `lineBy` and `parts` are not read (empty here): write nothing back from them.
 */
function findForSend(app, id) {
  if (!/^[a-z0-9]{15}$/.test(String(id || ""))) return null;
  return selectLean(app, "[[id]] = {:id} LIMIT 1", { id: String(id) });
}

/**
 * The open visit of a venue's table as a new order needs it (lib/tab/visit-orders.js visitForOrder,
 * afterOrder), or null: findForSend's columns and `room`, so the tab's limits are checked on the
 * room kept on the row (pb_migrations/1771100000_visit_room.js) instead of summing every order.
 * Its `claims`, `lineBy` and `parts` are not read (empty here): write nothing back from them.
 */
function findOpenForOrder(app, venueId, tableSlug) {
  return selectLean(app, "[[user]] = {:u} AND [[tableSlug]] = {:t} AND [[status]] != 'closed' LIMIT 1", {
    u: venueId,
    t: tableSlug,
  });
}

/** findForSend and findOpenForOrder: the visit a `where` finds, with `room`, or null. */
function selectLean(app, where, params) {
  const row = new DynamicModel({
    id: "",
    user: "",
    tableSlug: "",
    status: "",
    inviteCode: "",
    members: "",
    cart: "",
    cartVersion: 0,
    bill: "",
    billRequestedAt: "",
    updated: "",
    roomOrders: 0,
    roomLines: 0,
    roomBytes: 0,
  });
  try {
    app
      .db()
      .newQuery(LEAN_SELECT + where)
      .bind(params)
      .one(row);
  } catch (_) {
    return null;
  }
  const v = toVisit(row);
  v.room = { n: Number(row.roomOrders) || 0, lines: Number(row.roomLines) || 0, bytes: Number(row.roomBytes) || 0 };
  return v;
}

/**
 * Whether the visit's row is still the one `visit` was read from (its `updated`, which every write
 * of a visit moves, and its status): a member's own order published as a delta checks it after its
 * INSERT, so a phone that joined meanwhile (and loaded the view before the order) hears the whole view.
 */
function isUnchanged(app, visit) {
  const row = new DynamicModel({ updated: "", status: "" });
  try {
    app
      .db()
      .newQuery("SELECT [[updated]], [[status]] FROM {{visits}} WHERE [[id]] = {:id} LIMIT 1")
      .bind({ id: String(visit.id) })
      .one(row);
  } catch (_) {
    return false;
  }
  return String(row.updated) === String(visit.updated) && String(row.status) === String(visit.status);
}

/** The open (not closed) visit of a venue's table, or null. */
function findOpenVisit(app, venueId, tableSlug) {
  return selectOne(app, "[[user]] = {:u} AND [[tableSlug]] = {:t} AND [[status]] != 'closed'", {
    u: venueId,
    t: tableSlug,
  });
}

/** The visit an invitation code opens, or null. */
function findByInvite(app, code) {
  if (!/^[A-Za-z0-9]{24,64}$/.test(String(code || ""))) return null;
  // The condition of the partial unique index on inviteCode, repeated so SQLite uses it (lib/shared/keyed.js).
  return selectOne(app, "[[inviteCode]] = {:c} AND [[inviteCode]] != ''", { c: String(code) });
}

/** The open visits of a venue, oldest first (at most 500). */
function openVisitsOf(app, venueId) {
  const rows = arrayOf(new DynamicModel(shape()));
  app
    .db()
    .newQuery(
      "SELECT " +
        SELECT +
        " FROM {{visits}} WHERE [[user]] = {:u} AND [[status]] != 'closed' ORDER BY [[created]] LIMIT 500",
    )
    .bind({ u: venueId })
    .all(rows);
  return rows.map(toVisit);
}

/** Whether the venue has any open visit: kept in $app.store() so an order of a venue without tabs asks nothing. */
function hasOpenVisits(app, venueId) {
  const key = "visits:open:" + venueId;
  const known = app.store().get(key);
  if (known === true || known === false) return known;
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM {{visits}} WHERE [[user]] = {:u} AND [[status]] != 'closed'")
    .bind({ u: venueId })
    .one(row);
  const has = Number(row.n) > 0;
  app.store().set(key, has);
  return has;
}

/** Forget what hasOpenVisits knows of a venue (a visit opened or closed). */
function forgetOpen(app, venueId) {
  app.store().remove("visits:open:" + venueId);
}

/** A new invitation code: 32 random letters and digits (190 bits). */
function newInviteCode() {
  return $security.randomStringWithAlphabet(32, ID_ALPHABET + "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
}

function now() {
  return new DateTime().string();
}

/**
 * Opens the visit of a table (status open, a new invitation code, `members` as given). When two
 * first orders race, the unique index keeps one: the loser gets the visit that won.
 */
function openVisit(app, venueId, tableSlug, members) {
  const id = $security.randomStringWithAlphabet(15, ID_ALPHABET);
  const at = now();
  try {
    app
      .db()
      .newQuery(
        "INSERT INTO {{visits}} ([[id]], [[user]], [[tableSlug]], [[status]], [[inviteCode]], [[members]], [[cart]], [[cartVersion]], [[claims]], [[bill]], [[lineBy]], [[tipCents]], [[payMethod]], [[billRequestedAt]], [[closedAt]], [[created]], [[updated]]) " +
          "VALUES ({:id}, {:u}, {:t}, 'open', {:code}, {:members}, '[]', 0, '{}', 'null', '{}', 0, '', '', '', {:at}, {:at})",
      )
      .bind({
        id: id,
        u: venueId,
        t: tableSlug,
        code: newInviteCode(),
        members: JSON.stringify(members || []),
        at: at,
      })
      .execute();
  } catch (err) {
    const winner = findOpenVisit(app, venueId, tableSlug);
    if (winner) return winner;
    throw err;
  }
  forgetOpen(app, venueId);
  return findVisit(app, id);
}

/**
 * Writes `changes` (column -> value; JSON columns as values) to the visit and moves `updated` to
 * `at` (now when not given).
 * @param {CoreApp} app
 * @param {string} id
 * @param {Record<string, any>} changes
 * @param {string} [at]
 */
function writeVisit(app, id, changes, at) {
  const sets = [];
  const params = { id: id, updatedAt: at || now() };
  for (const c in changes) {
    if (COLUMNS.indexOf(c) < 0 || c === "id" || c === "updated") throw new Error("visit column " + c);
    sets.push("[[" + c + "]] = {:" + c + "}");
    params[c] = JSON_FIELDS.indexOf(c) >= 0 ? JSON.stringify(changes[c]) : changes[c];
  }
  sets.push("[[updated]] = {:updatedAt}");
  app
    .db()
    .newQuery("UPDATE {{visits}} SET " + sets.join(", ") + " WHERE [[id]] = {:id}")
    .bind(params)
    .execute();
}

/** The member of `visit` with that guest token, or null. */
function memberOf(visit, token) {
  if (!token) return null;
  for (const m of visit.members) if (m.t === token) return m;
  return null;
}

/**
 * The number of the visit's next member: above every number the visit ever used, not only its
 * members' now. A phone removed or a group reset leaves its number on the lines it added (the
 * orders' `addedBy`, the visit's `lineBy` for orders sent before it, the cart), its takes
 * (`claims`) and its part (`parts`): a new phone reusing it would see those lines as its own and
 * could pay them as its part (docs/table-tab.md#pay-your-part).
 * @param {CoreApp} app
 * @param {any} visit
 */
function nextMemberNo(app, visit) {
  let max = 0;
  const see = (n) => {
    if (Number.isInteger(n) && n > max) max = n;
  };
  for (const m of visit.members || []) see(m.n);
  for (const l of visit.cart || []) see(l.n);
  for (const p of visit.parts || []) see(p.n);
  for (const k in visit.claims || {}) {
    const c = visit.claims[k];
    if (Array.isArray(c)) c.forEach(see);
    else see(c);
  }
  for (const o in visit.lineBy || {}) {
    for (const d in visit.lineBy[o]) {
      const list = visit.lineBy[o][d];
      if (Array.isArray(list)) for (const a of list) see(Array.isArray(a) ? a[0] : a);
    }
  }
  see(highestAdder(app, visit.id));
  return max + 1;
}

/** The highest member number in the `addedBy` of the visit's orders (0 when none). */
function highestAdder(app, visitId) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(MAX(CAST(json_extract(p.value, '$[0]') AS INTEGER)), 0) AS n FROM {{orders}} o, " +
        "json_each(o.[[addedBy]]) d, json_each(d.value) p WHERE o.[[visit]] = {:v} AND o.[[addedBy]] IS NOT NULL " +
        "AND json_valid(o.[[addedBy]]) AND json_type(o.[[addedBy]]) = 'object' AND d.type = 'array' AND p.type = 'array'",
    )
    .bind({ v: String(visitId) })
    .one(row);
  return Number(row.n) || 0;
}

/** The visit's state for the domain's transition function (src/domain/visit.ts). */
function stateOf(visit) {
  return { status: visit.status, bill: visit.bill || null };
}

module.exports = {
  findVisit,
  findForSend,
  findOpenForOrder,
  isUnchanged,
  findOpenVisit,
  findByInvite,
  openVisitsOf,
  hasOpenVisits,
  forgetOpen,
  openVisit,
  writeVisit,
  memberOf,
  nextMemberNo,
  stateOf,
  now,
  newInviteCode,
};
