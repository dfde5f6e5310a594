// Realtime by venue (docs/realtime.md#why-not-collection-topics). PocketBase 0.39's own record
// broadcast checks every subscriber of a collection topic (`orders/*`) with one SQL query, inside
// the write request, so a write costs O(all screens on the server). Instead, clients subscribe to
// topics that name a venue or an order, authorised ONCE when they subscribe:
//   venue/<ownerId>/orders    every order event of the venue (live board)      owner only
//   venue/<ownerId>/finished  events of finished orders (Finished orders page) owner only
//   venue/<ownerId>/tables    tables                                           owner only
//   venue/<ownerId>/storage   stock                                            owner only
//   venue/<ownerId>/menu      dishes, categories and menu info (menu editor)   owner only
//   guest/<guestToken>        the orders sent with that token (the token is the secret)
//   menu/<venueId>            public: dishes, categories, menu info of a venue (open guest menus)
//   venue/<ownerId>/visits    the venue's table visits (tabs)                 owner only
//   visit/<visitId>/<token>   one table visit: cart, bill, state              its members only
//   PB_CONNECT                the SDK's own connect event (never published to)
// A team member (a `staff` record) follows the venue topics of their own venue that their role
// allows (lib/staff.js TOPIC_KINDS), checked at subscribe time from the auth record: no query.
// and record hooks send each write to that topic's clients only, from an index topic -> client
// ids kept in $app.store() (no per-subscriber query, no walk over every client). Everything else is
// refused with a 4xx, changing nothing: collection/record topics, `?options=` (fields/expand/filter;
// 0.39.0 panics on `fields=...:excerpt(-1)`), too many topics, too many connections per address.
// Superusers (the dashboard) keep PocketBase's own behaviour.
const MAX_TOPICS = 8;
const DEFAULT_MAX_CONNECTIONS_PER_IP = 200;
const ID = /^[a-z0-9]{15}$/;
// Topic names, their venue kinds and the guest token's shape are the app's (src/domain/topics.ts).
const domain = require(`${__hooks}/lib/domain.js`);
const VENUE_KINDS = domain.VENUE_TOPIC_KINDS;
const TOPIC_KEY = "rt:t:";
// Per address: a Record holding its ticket hint ("h"), its base ("b") and when it was last found full.
const ADDRESS_KEY = "rt:ip:";
// Per address and ticket number: the id of the connection that claimed it (never reused).
const TICKET_KEY = "rt:tk:";
// On a connection: its address once counted against it, PENDING + address while being counted.
const COUNTED = "rtIp";
const PENDING = "?";
// A full address is re-counted at most this often (a refused subscribe costs no walk meanwhile).
const FULL_RECHECK_MS = 250;
// On a topic's set of client ids once a newer set replaced it (pruneIndex, dropOwner).
const RETIRED = "@retired";
const AUTH_KEY = "rtAuth";
/** The message a removed member's open screen gets before its stream ends. */
const SIGNED_OUT = '{"action":"signedOut"}';

/** Connections one address may hold (a venue's screens plus its guests on the venue wifi). */
function maxConnectionsPerIp() {
  const n = Number($os.getenv("REALTIME_MAX_CONNECTIONS_PER_IP"));
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_CONNECTIONS_PER_IP;
}

/** The client with that id, or null when its connection is gone. */
function liveClient(broker, id) {
  try {
    return broker.clientById(id);
  } catch (_) {
    return null;
  }
}

/**
 * Why `topic` is refused for a client signed in as `authId` (a `users` id or ""), or "" when it is
 * allowed. `status` 403 = a well-formed topic of someone else; 400 = not a topic we serve. `app`
 * (optional) checks a visit topic's membership. `role` (optional): a team member of the venue
 * `authId` with that role ("owner" or absent: the venue's owner).
 */
function checkTopic(topic, authId, app, role) {
  if (topic === "PB_CONNECT") return null;
  if (topic.indexOf("?") >= 0) {
    return {
      status: 400,
      message: "Realtime subscription options (fields, expand, filter, headers) are not supported.",
    };
  }
  const parts = topic.split("/");
  if (parts[0] === "venue" && parts.length === 3 && ID.test(parts[1]) && VENUE_KINDS.indexOf(parts[2]) >= 0) {
    if (!authId) return { status: 403, message: "Sign in to follow a venue's " + parts[2] + "." };
    if (parts[1] !== authId) return { status: 403, message: "You can only follow your own venue." };
    if (role && !require(`${__hooks}/lib/staff.js`).mayFollow(role, parts[2])) {
      return { status: 403, message: "Your role cannot follow the venue's " + parts[2] + "." };
    }
    return null;
  }
  if (parts[0] === "guest" && parts.length === 2) {
    if (!domain.isGuestToken(parts[1])) {
      return { status: 400, message: "A guest topic needs a token of 24 to 100 letters, digits, '-' or '_'." };
    }
    return null;
  }
  if (parts[0] === "menu" && parts.length === 2 && ID.test(parts[1])) return null;
  if (parts[0] === "visit" && parts.length === 3 && ID.test(parts[1]) && domain.isGuestToken(parts[2])) {
    // A member of the visit only (docs/table-tab.md#who-joins): one query, at subscribe time.
    const visit = app ? require(`${__hooks}/lib/visit-store.js`).findVisit(app, parts[1]) : null;
    if (!visit || visit.status === "closed" || !require(`${__hooks}/lib/visit-store.js`).memberOf(visit, parts[2])) {
      return { status: 403, message: "Only the members of this table's visit can follow it." };
    }
    return null;
  }
  return {
    status: 400,
    message:
      "Unknown realtime topic '" +
      topic.slice(0, 100) +
      "': subscribe to venue/{id}/" +
      VENUE_KINDS.join("|") +
      ", guest/{token}, menu/{venueId} or visit/{visitId}/{token}.",
  };
}

function refuse(status, message) {
  if (status === 403) return new ForbiddenError(message);
  if (status === 429) return new TooManyRequestsError(message);
  return new BadRequestError(message);
}

/**
 * A set of client ids with a lock of its own: a bare Record (no collection fields), whose data is
 * PocketBase's thread-safe store (core.Record SetRaw / CustomData). Adding an id is one Go call
 * under that set's lock, not under $app.store()'s one lock for everything.
 */
let bareCollection = null;
function newIdSet() {
  if (!bareCollection) bareCollection = new Collection();
  return new Record(bareCollection);
}

/** The ids of a set (a Go map copied under the set's lock), without the RETIRED mark. */
function idsOf(set) {
  const out = [];
  if (!set) return out;
  const data = set.customData();
  for (const id in data) if (id !== RETIRED) out.push(id);
  return out;
}

/**
 * Records `clientId` under `topic`: one read of $app.store() (Go, a read lock), then one write to
 * the topic's own set. A set that pruneIndex or dropOwner replaced meanwhile is marked RETIRED
 * before they read it a last time, so an id added to it either is seen by them or sees the mark
 * and adds itself to the current set too.
 */
function indexClient(store, topic, clientId) {
  const key = TOPIC_KEY + topic;
  for (let tries = 0; tries < 8; tries++) {
    let set = store.get(key);
    if (!set) {
      const fresh = newIdSet();
      set = store.getOrSet(key, () => fresh);
    }
    set.set(clientId, true);
    if (!set.getRaw(RETIRED)) return;
  }
}

/**
 * The address's own Record (a thread-safe store of its own, like a topic's set): one read of
 * $app.store(); created once per address.
 */
function addressBox(store, ip) {
  const key = ADDRESS_KEY + ip;
  const box = store.get(key);
  if (box) return box;
  const fresh = newIdSet();
  return store.getOrSet(key, () => fresh);
}

/**
 * Re-counts a full address (ticket `k` >= base + cap): the base rises to the number of tickets
 * claimed so far minus the live connections marked with this address (counted or being counted).
 * Every ticket below the first free one is claimed (tickets are claimed upwards from the hint), so
 * the base never exceeds the tickets that were refused or whose connection is gone: the count stays
 * an upper bound. Walks the broker's list of connections, so a full address is re-counted at most
 * every FULL_RECHECK_MS. Returns the base.
 */
function recount(app, box, ip, k, cap) {
  let base = Number(box.getRaw("b") || 0);
  const now = Date.now();
  if (Number(box.getRaw("fullAt") || 0) > now - FULL_RECHECK_MS && Number(box.getRaw("fullB") || 0) === base) {
    return base;
  }
  const store = app.store();
  let claimed = Number(box.getRaw("h") || 0);
  while (store.has(TICKET_KEY + ip + "#" + claimed)) claimed++;
  const all = app.subscriptionsBroker().clients();
  let live = 0;
  for (const id in all) {
    const mark = String(all[id].get(COUNTED) || "");
    if (mark === ip || mark === PENDING + ip) live++;
  }
  base = Math.max(base, claimed - live);
  // Not atomic: a concurrent recount may write a lower base, which only counts more.
  if (Number(box.getRaw("b") || 0) < base) box.set("b", base);
  if (k >= base + cap) {
    box.set("fullB", base);
    box.set("fullAt", now);
  }
  return base;
}

/**
 * Counts the connection `client` against its address. Returns false when the address already holds
 * its maximum of live connections. No list is copied and no check runs under $app.store()'s lock (in
 * a reconnect wave a subscribe that waits there holds its hook VM, docs/PERFORMANCE.md; the only JS
 * there is getOrSet's one-line setter returning the connection's id): the connection claims the next
 * free ticket of its address with getOrSet (a compare-and-set, so a ticket is never given twice) and
 * is admitted when its ticket is below the address's base + cap. The base only counts tickets whose
 * connection was refused or is gone (recount), so however many subscribe at once, at most `cap`
 * are admitted and live. Closed connections raise the base only when the address fills up
 * (PocketBase has no hook for a closed connection that does not hold a VM for its whole life).
 */
function admitConnection(app, ip, client) {
  if (String(client.get(COUNTED) || "") === ip) return true;
  const store = app.store();
  const cap = maxConnectionsPerIp();
  client.set(COUNTED, PENDING + ip);
  const box = addressBox(store, ip);
  const id = client.id();
  const mine = () => id;
  let k = Number(box.getRaw("h") || 0);
  for (;;) {
    if (store.getOrSet(TICKET_KEY + ip + "#" + k, mine) === id) break;
    k = Math.max(k + 1, Number(box.getRaw("h") || 0));
  }
  if (Number(box.getRaw("h") || 0) <= k) box.set("h", k + 1);
  let base = Number(box.getRaw("b") || 0);
  if (k >= base + cap) base = recount(app, box, ip, k, cap);
  if (k < base + cap) {
    client.set(COUNTED, ip);
    return true;
  }
  client.unset(COUNTED);
  return false;
}

/**
 * onRealtimeSubscribeRequest: refuses (throws a 4xx, before anything changes) what we do not serve,
 * then lets PocketBase apply the subscriptions and records the client under each topic. In a
 * reconnect wave every screen subscribes at once: whatever waits here holds a hook VM (PocketBase
 * builds a fresh one, ~0.5 MB, for each call once its pool is busy), so this path touches
 * $app.store() as little as it can (docs/PERFORMANCE.md, "What a burst of subscribes keeps").
 */
function handleSubscribe(e) {
  // A connection stays with whoever first subscribed it signed in (PocketBase's own rule: a guest
  // may sign in, nobody may switch). PocketBase checks it against the auth record it keeps on the
  // connection; we keep only "<collection id>/<record id>" there (below), so the check is here.
  const authKey = e.auth ? e.auth.collection().id + "/" + e.auth.id : "";
  const client = e.client;
  const heldBy = String(client.get(AUTH_KEY) || "");
  if (heldBy && heldBy !== authKey) {
    throw new ForbiddenError("The current and the previous request authorization don't match.");
  }
  if (e.hasSuperuserAuth()) return e.next();
  const raw = e.subscriptions || [];
  // Counted before anything is made of them.
  if (raw.length > MAX_TOPICS) {
    throw refuse(400, "At most " + MAX_TOPICS + " realtime topics per connection.");
  }
  const subs = [];
  for (let i = 0; i < raw.length; i++) subs.push(String(raw[i]));
  const actor = require(`${__hooks}/lib/staff.js`).actorOf(e.auth);
  const authId = actor ? actor.venue : "";
  for (const topic of subs) {
    const why = checkTopic(topic, authId, e.app, actor ? actor.role : "");
    if (why) throw refuse(why.status, why.message);
  }
  const ip = String(client.get("pbRealtimeClientIP") || e.realIP());
  if (!admitConnection(e.app, ip, client)) {
    throw refuse(429, "Too many realtime connections from this address. Close some tabs and try again.");
  }
  e.next();
  if (authKey) {
    // PocketBase keeps the subscriber's whole auth record on the connection, for its own record
    // broadcasts, which serve none of these topics: a few KB per connected screen. The key above
    // keeps what the record was kept for here.
    client.set(AUTH_KEY, authKey);
    client.unset("auth");
  }
  const store = e.app.store();
  const clientId = client.id();
  for (const topic of subs) {
    if (topic !== "PB_CONNECT") indexClient(store, topic, clientId);
  }
}

/**
 * Sends `data` (a JSON string) as `topic` to the clients subscribed to it; forgets stale ids.
 * client.send hands the message to that connection's loop (PocketBase's own broadcast does it from
 * a goroutine, which the JSVM cannot start): the loop takes it at once, unless the client stopped
 * reading long enough to fill its TCP buffers (megabytes of events), which then delays this write.
 */
function publish(app, topic, data) {
  const ids = idsOf(app.store().get(TOPIC_KEY + topic));
  if (!ids.length) return 0;
  const broker = app.subscriptionsBroker();
  const msg = new SubscriptionMessage({ name: topic, data: data });
  let sent = 0;
  for (const id of ids) {
    const client = liveClient(broker, id);
    // A closed connection, or one that re-subscribed without this topic, stays indexed until the
    // cron job (pruneIndex) forgets it.
    if (!client || !client.hasSubscription(topic)) continue;
    client.send(msg);
    sent++;
  }
  return sent;
}

/**
 * The message PocketBase itself would send: {action, record} with the record's public export (hidden
 * fields such as guestToken and pin are never in it; no expand, no custom data). `json`, when given,
 * is that export already made (lib/order-save.js answerNewOrder).
 */
function recordMessage(action, record, json) {
  return '{"action":"' + action + '","record":' + (json || JSON.stringify(record.fresh())) + "}";
}

/** {action, record} for a venue: its public menu fields only (lib/menu-data.js publicVenue). */
function venueMessage(action, venue) {
  const pub = require(`${__hooks}/lib/menu-data.js`).publicVenue(venue);
  return JSON.stringify({ action: action, record: Object.assign({ collectionName: venue.collection().name }, pub) });
}

/** Fan-out of an orders write: the venue's board, its finished list, the guest who sent it (`json`: see recordMessage). */
function publishOrder(app, action, record, json) {
  const data = recordMessage(action, record, json);
  const venue = record.getString("user");
  publish(app, domain.venueTopicName(venue, "orders"), data);
  if (record.getBool("finished")) publish(app, domain.venueTopicName(venue, "finished"), data);
  const token = record.getString("guestToken");
  if (token) publish(app, domain.guestTopicName(token), data);
  // An order of a table visit changes its bill (a new order publishes it from lib/visit-orders.js).
  const visit = action === "create" ? "" : record.getString("visit");
  if (visit) require(`${__hooks}/lib/visit-live.js`).publishVisit(app, visit);
}

/** Fan-out of a tables/storage write to the venue's owner screens. */
function publishOwned(app, kind, action, record) {
  publish(app, domain.venueTopicName(record.getString("user"), kind), recordMessage(action, record));
}

/**
 * After a committed tables/storage write: the venue's cached guest menu knows its tables (an
 * unknown table is a 404), so a table write drops it; then the owner screens hear the write.
 */
function ownedWritten(app, action, record) {
  const kind = record.collection().name;
  if (kind === "tables") require(`${__hooks}/lib/menu-data.js`).forgetMenu(app, record.getString("user"));
  publishOwned(app, kind, action, record);
}

/** After a committed dish/category write: the venue's cached menu is stale; then tell its screens. */
function menuWritten(app, action, record) {
  const venue = record.getString("user");
  require(`${__hooks}/lib/menu-data.js`).forgetMenu(app, venue);
  publishMenu(app, venue, action, record);
}

/**
 * Fan-out of a dish/category/menu info write: the menu editor and the venue's open guest menus.
 * A venue (users record) is private: only the public menu fields go out, as GET /api/menu shows them.
 */
function publishMenu(app, venueId, action, record) {
  const isVenue = record.collection().name === "users";
  const data = isVenue ? venueMessage(action, record) : recordMessage(action, record);
  publish(app, domain.venueTopicName(venueId, "menu"), data);
  publish(app, domain.menuTopicName(venueId), data);
}

/**
 * Ends the owner screens of venue `userId` (a password change, a sign-out everywhere, the account
 * deleted: `isDeleted`, which also signs its team members' screens out; otherwise members' screens stay): every connection following one of its venue topics is unregistered. PocketBase then
 * sends it nothing more (Unregister discards the client; publish skips an id the broker no longer
 * knows), a re-subscribe on it is a 404, and its stream ends with PocketBase's 5-minute idle timer;
 * the app reconnects and must sign in again. Only the venue topics carry an owner's data, so their
 * index finds every such connection without a walk over all clients. Returns how many were ended.
 */
function dropOwner(app, userId, isDeleted) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const ended = {};
  // Team members' screens: when the account is deleted they hear that they are signed out (their
  // records went with it); otherwise (the owner's password changed) they keep their sessions and
  // stay connected (indexed again). Only connections of the venue's topics are looked at.
  const staffPrefix = app.findCollectionByNameOrId("staff").id + "/";
  for (const kind of VENUE_KINDS) {
    const topic = domain.venueTopicName(userId, kind);
    const key = TOPIC_KEY + topic;
    const set = store.get(key);
    if (!set) continue;
    store.remove(key);
    // Read last after the mark: an id added after this read saw the mark (indexClient).
    set.set(RETIRED, true);
    for (const id of idsOf(set)) {
      const client = liveClient(broker, id);
      const isMember = !!client && String(client.get(AUTH_KEY) || "").indexOf(staffPrefix) === 0;
      if (isMember && !isDeleted) {
        indexClient(store, topic, id);
        continue;
      }
      if (ended[id]) continue;
      ended[id] = true;
      if (isMember) client.send(new SubscriptionMessage({ name: topic, data: SIGNED_OUT }));
      broker.unregister(id);
    }
  }
  return Object.keys(ended).length;
}

/**
 * Ends the screens of one signed-in record (a team member removed, or whose password changed) of
 * venue `venueId`: the connections on the venue's topics that this record subscribed. Walks only
 * the venue's topic sets (a removal, never a hot path); the ids stay in the sets until the prune
 * job (publish skips a client the broker no longer knows). Returns how many were ended.
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {core.Record} authRecord
 */
function dropClientsOf(app, venueId, authRecord) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const key = authRecord.collection().id + "/" + authRecord.id;
  const ended = {};
  for (const kind of VENUE_KINDS) {
    const topic = domain.venueTopicName(venueId, kind);
    for (const id of idsOf(store.get(TOPIC_KEY + topic))) {
      if (ended[id]) continue;
      const client = liveClient(broker, id);
      if (!client || String(client.get(AUTH_KEY) || "") !== key) continue;
      ended[id] = true;
      // The open screen hears it is signed out (src/data/realtime.ts), then the stream ends.
      client.send(new SubscriptionMessage({ name: topic, data: SIGNED_OUT }));
      broker.unregister(id);
    }
  }
  return Object.keys(ended).length;
}

/**
 * Replaces a topic's set by one of its live subscribers only (none: the key is removed), then
 * marks the old set RETIRED and reads it a last time: an id added to it meanwhile is indexed again.
 */
function pruneTopic(store, broker, topic, set) {
  const key = TOPIC_KEY + topic;
  const before = idsOf(set);
  const keep = before.filter((id) => {
    const c = liveClient(broker, id);
    return c !== null && c.hasSubscription(topic);
  });
  if (keep.length === before.length) return;
  if (keep.length) {
    const next = newIdSet();
    for (const id of keep) next.set(id, true);
    store.set(key, next);
  } else {
    store.remove(key);
  }
  set.set(RETIRED, true);
  for (const id of idsOf(set)) if (before.indexOf(id) < 0) indexClient(store, topic, id);
}

/**
 * The cron job: forgets the closed connections in the topic index; forgets every address with no
 * live connection left (its Record and tickets), and the tickets an address claimed before the
 * previous run (a ticket is only read while it is claimed, moments after the hint pointed at it).
 * A subscribe from a forgotten address in the very moment between the walk and the removal gets
 * its ticket counted against a fresh base: that address may hold one connection more until it
 * fills up and is re-counted.
 */
function pruneIndex(app) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const all = store.getAll();
  const boxes = {};
  const tickets = [];
  for (const key in all) {
    if (key.indexOf(ADDRESS_KEY) === 0) boxes[key.slice(ADDRESS_KEY.length)] = all[key];
    else if (key.indexOf(TICKET_KEY) === 0) tickets.push(key);
    else if (key.indexOf(TOPIC_KEY) === 0) pruneTopic(store, broker, key.slice(TOPIC_KEY.length), all[key]);
  }
  const live = {};
  const clients = broker.clients();
  for (const id in clients) {
    const mark = String(clients[id].get(COUNTED) || "");
    if (mark) live[mark.indexOf(PENDING) === 0 ? mark.slice(PENDING.length) : mark] = true;
  }
  const floor = {};
  for (const ip in boxes) {
    if (!live[ip]) {
      store.remove(ADDRESS_KEY + ip);
      floor[ip] = Infinity;
      continue;
    }
    floor[ip] = Number(boxes[ip].getRaw("p") || 0);
    boxes[ip].set("p", Number(boxes[ip].getRaw("h") || 0));
  }
  for (const key of tickets) {
    const cut = key.lastIndexOf("#");
    const ip = key.slice(TICKET_KEY.length, cut);
    if (!(ip in floor) || Number(key.slice(cut + 1)) < floor[ip]) store.remove(key);
  }
}

module.exports = {
  MAX_TOPICS,
  DEFAULT_MAX_CONNECTIONS_PER_IP,
  checkTopic,
  handleSubscribe,
  publish,
  publishOrder,
  publishOwned,
  publishMenu,
  ownedWritten,
  menuWritten,
  dropOwner,
  dropClientsOf,
  pruneIndex,
};
