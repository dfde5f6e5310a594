/// <reference path="types/pocketbase.d.ts" />
// Cells behind HAProxy (docs/scaling.md): when this node runs as a cell (`npm run cells`, env
// CELL_NAME), every owner sign-in and token refresh answers with a `cell=<name>` cookie and a
// `venue=<public link>` cookie, which HAProxy uses to send the owner's later requests (the board's
// realtime stream too) to the venue's cell: by the venue first (so a moved venue's owner follows
// it), by the cell when the link is unknown. The cookies are only a route: every cell still checks
// the token, so a forged cookie reaches a cell where that token means nothing. Without CELL_NAME
// (the single node, `npm start`) nothing is added.
onRecordAuthRequest((e) => {
  const name = $os.getenv("CELL_NAME");
  if (/^[a-z0-9_-]{1,32}$/.test(name)) {
    const cookie = (cookieName, value) =>
      new Cookie({
        name: cookieName,
        value: value,
        path: "/",
        maxAge: 31536000,
        httpOnly: true,
        secure: String($os.getenv("PUBLIC_ORIGIN")).startsWith("https:"),
        sameSite: 2, // http.SameSiteLaxMode
      });
    e.setCookie(cookie("cell", name));
    const link = e.record.getString("publicLink");
    if (/^[a-z0-9_-]{1,64}$/.test(link)) e.setCookie(cookie("venue", link));
  }
  e.next();
}, "users");

// POST /api/cells/forget-venue {id} (superuser, cells only): after a venue moved in or out
// (server/cells-move.mjs), drops this cell's cached menu of it and ends the realtime streams that
// follow it (venue/{id}/..., menu/{id}, its recent orders' guest/{token}, its open visits), so the
// owner's screens and the guests' pages reconnect, through HAProxy, to the venue's new cell.
routerAdd(
  "POST",
  "/api/cells/forget-venue",
  (e) => {
    if (!$os.getenv("CELL_NAME")) throw new NotFoundError();
    const id = String((e.requestInfo().body || {}).id || "");
    if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError("Name the venue id.");
    require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(e.app, id);
    // The venue's own topics, and its guests' (orders of the last 12 hours, visits not closed).
    const prefixes = ["venue/" + id + "/", "menu/" + id];
    const since = new Date(Date.now() - 12 * 3600 * 1000).toISOString().replace("T", " ");
    const rows = arrayOf(new DynamicModel({ topic: "" }));
    e.app
      .db()
      .newQuery(
        "SELECT 'guest/' || guestToken AS topic FROM orders WHERE user = {:u} AND created > {:since} AND guestToken != ''" +
          " UNION SELECT 'visit/' || id || '/' AS topic FROM visits WHERE user = {:u} AND status != 'closed'",
      )
      .bind({ u: id, since: since })
      .all(rows);
    for (const r of rows) prefixes.push(r.topic);
    const venueKey = e.app.findCollectionByNameOrId("users").id + "/" + id;
    const broker = e.app.subscriptionsBroker();
    const clients = broker.clients();
    let ended = 0;
    for (const clientId in clients) {
      const client = clients[clientId];
      // Who subscribed it: lib/realtime/realtime.js keeps "<collection id>/<record id>" (rtAuth) in place of
      // PocketBase's auth record, which it removes.
      const heldBy = String(client.get("rtAuth") || "");
      const topics = Object.keys(client.subscriptions() || {});
      const ours = (t) => prefixes.some((p) => t === p || (p.charAt(p.length - 1) === "/" && t.indexOf(p) === 0));
      if (heldBy === venueKey || topics.some(ours)) {
        broker.unregister(clientId);
        ended++;
      }
    }
    return e.json(200, { ended: ended });
  },
  $apis.requireSuperuserAuth(),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);

// The directory follows the owner's account (docs/scaling.md#the-directory); as a cell only
// (lib/ops/directory.js: without DIRECTORY_URL nothing here runs):
//  - an email change (the owner's confirm-email-change, or a superuser's edit) claims the new
//    address across all cells before it commits, so an address stays one account's everywhere and
//    the owner signs in with it through HAProxy at once; the old address is given back once the
//    change committed (the new one, when it failed);
//  - a deleted account (the owner's own, the pending-accounts prune, a superuser's) gives its
//    links (current and kept) and its email back once the delete committed, so HAProxy's maps drop
//    them and another venue may take them.
// What a handler hands to the one after the commit rides on the record (custom data, hidden: it is
// never exported). A handler sees nothing of this file's scope: hence the literal key each time.

// A request to change the email to an address an account on another cell holds gets the same
// refusal as one this cell holds (PocketBase's own), instead of a mail whose link would be refused.
onRecordRequestEmailChangeRequest((e) => {
  const directory = require(`${__hooks}/lib/ops/directory.js`);
  const email = directory.routedEmail(e.newEmail);
  const cell = email ? directory.holder("email:" + email) : "";
  if (cell && cell !== $os.getenv("CELL_NAME")) {
    throw new BadRequestError("An error occurred while validating the submitted data.", {
      newEmail: new ValidationError("validation_invalid_new_email", "Invalid new email address."),
    });
  }
  e.next();
}, "users");

onRecordUpdate((e) => {
  const directory = require(`${__hooks}/lib/ops/directory.js`);
  if (!directory.enabled()) return e.next();
  const before = directory.routedEmail(e.record.original().email());
  const after = directory.routedEmail(e.record.email());
  if (before === after) return e.next();
  if (after && directory.claim([], after, directory.EMAIL_UNAVAILABLE)) {
    throw require(`${__hooks}/lib/shared/errors.js`).fieldError(
      "email",
      directory.EMAIL_TAKEN,
      "validation_not_unique",
    );
  }
  e.record.set("_cellsDirectory", JSON.stringify({ released: before, claimed: after }));
  e.record.hide("_cellsDirectory");
  e.next();
}, "users");

onRecordAfterUpdateSuccess((e) => {
  const note = e.record.get("_cellsDirectory");
  if (note) {
    e.record.set("_cellsDirectory", "");
    const { released } = JSON.parse(String(note));
    if (released) require(`${__hooks}/lib/ops/directory.js`).release([], released);
  }
  e.next();
}, "users");

onRecordAfterUpdateError((e) => {
  const note = e.record.get("_cellsDirectory");
  if (note) {
    e.record.set("_cellsDirectory", "");
    const { claimed } = JSON.parse(String(note));
    if (claimed) require(`${__hooks}/lib/ops/directory.js`).release([], claimed);
  }
  e.next();
}, "users");

onRecordDelete((e) => {
  const directory = require(`${__hooks}/lib/ops/directory.js`);
  if (directory.enabled()) {
    const links = [e.record.getString("publicLink")];
    for (const r of e.app.findRecordsByFilter("venue_links", "user = {:u}", "", 64, 0, { u: e.record.id }))
      links.push(r.getString("link"));
    const clean = links.map((l) => String(l).toLowerCase()).filter((l, i, all) => l && all.indexOf(l) === i);
    e.record.set("_cellsDirectory", JSON.stringify({ links: clean, email: directory.routedEmail(e.record.email()) }));
    e.record.hide("_cellsDirectory");
  }
  e.next();
}, "users");

onRecordAfterDeleteSuccess((e) => {
  const note = e.record.get("_cellsDirectory");
  if (note) {
    const { links, email } = JSON.parse(String(note));
    require(`${__hooks}/lib/ops/directory.js`).release(links, email);
  }
  e.next();
}, "users");

// Web Push across cells (docs/scaling.md#push): one browser subscription delivers to one place, as
// on one node (push.pb.js moves an endpoint to the owner who subscribed last). A browser that
// subscribes here: the directory has every other cell drop its subscriptions of that endpoint,
// through POST /api/cells/forget-push {endpoint} (superuser, cells only) -> {deleted}.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/ops/directory.js`).forgetEndpointElsewhere(e.record.getString("endpoint"));
  e.next();
}, "push_subscriptions");

routerAdd(
  "POST",
  "/api/cells/forget-push",
  (e) => {
    if (!$os.getenv("CELL_NAME")) throw new NotFoundError();
    const endpoint = String((e.requestInfo().body || {}).endpoint || "");
    if (!endpoint || endpoint.length > 2000) throw new BadRequestError("Name the endpoint.");
    const found = e.app.findRecordsByFilter("push_subscriptions", "endpoint = {:p}", "", 50, 0, { p: endpoint });
    for (const r of found) e.app.delete(r);
    return e.json(200, { deleted: found.length });
  },
  $apis.requireSuperuserAuth(),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
