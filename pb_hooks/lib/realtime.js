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
const IP_KEY = "rt:ip:";
const IP_COUNT_KEY = "rt:ipn:";
const IP_BUCKETS = 32;
const AUTH_KEY = "rtAuth";

/** Connections one address may hold (a venue's screens plus its guests on the venue wifi). */
function maxConnectionsPerIp() {
  const n = Number($os.getenv("REALTIME_MAX_CONNECTIONS_PER_IP"));
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_CONNECTIONS_PER_IP;
}

/** A JS array copy of a value read from $app.store() (a Go slice, a JS array or nothing). */
function toArray(v) {
  const out = [];
  if (!v) return out;
  for (let i = 0; i < v.length; i++) out.push(String(v[i]));
  return out;
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
 * (optional) checks a visit topic's membership.
 */
function checkTopic(topic, authId, app) {
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

/** Which of an address's IP_BUCKETS lists holds a client id (so each list stays short to copy). */
function ipBucket(ip, clientId) {
  let h = 0;
  for (let i = 0; i < clientId.length; i++) h = (h * 31 + clientId.charCodeAt(i)) | 0;
  return IP_KEY + ip + "#" + (Math.abs(h) % IP_BUCKETS);
}

/** Whether a list read from $app.store() (a Go slice or a JS array) holds `id`, without copying it. */
function holds(list, id) {
  if (!list) return false;
  for (let i = 0; i < list.length; i++) if (String(list[i]) === id) return true;
  return false;
}

/**
 * Forgets an address's closed connections: drops them from its IP_BUCKETS lists and takes exactly
 * as many off its count (each id leaves its list once, under the store's lock, so the count never
 * loses an admission made meanwhile). Returns the count afterwards.
 */
function forgetClosed(app, ip) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  let closed = 0;
  for (let b = 0; b < IP_BUCKETS; b++) {
    const key = IP_KEY + ip + "#" + b;
    if (!store.has(key)) continue;
    store.setFunc(key, (old) => {
      const all = toArray(old);
      const live = all.filter((id) => liveClient(broker, id) !== null);
      closed += all.length - live.length;
      return live;
    });
  }
  let count = 0;
  store.setFunc(IP_COUNT_KEY + ip, (n) => {
    count = Math.max(0, Number(n || 0) - closed);
    return count;
  });
  return count;
}

/** One place more for the address when it is below `cap`: a check-and-add under the store's lock. */
function takePlace(store, ip, cap) {
  let taken = false;
  store.setFunc(IP_COUNT_KEY + ip, (n) => {
    const count = Number(n || 0);
    taken = count < cap;
    return taken ? count + 1 : count;
  });
  return taken;
}

/**
 * Counts `clientId` against its address. Returns false, leaving the count unchanged, when the
 * address already holds its maximum of live connections. The count is taken with one atomic
 * check-and-add ($app.store().setFunc runs under the store's lock), so simultaneous subscribes from
 * one address can never pass the maximum. The ids are kept in IP_BUCKETS short lists per address
 * (a subscribe copies one short list, not a list of every connection); only an address at its
 * maximum has its closed connections forgotten (the cron job does it for every address too).
 */
function admitConnection(app, ip, clientId) {
  const store = app.store();
  const mine = ipBucket(ip, clientId);
  if (holds(store.get(mine), clientId)) return true;
  const cap = maxConnectionsPerIp();
  if (!takePlace(store, ip, cap)) {
    forgetClosed(app, ip);
    if (!takePlace(store, ip, cap)) return false;
  }
  let already = false;
  store.setFunc(mine, (old) => {
    const list = toArray(old);
    already = list.indexOf(clientId) >= 0;
    if (!already) list.push(clientId);
    return list;
  });
  // The same connection subscribing twice at once: it holds one place, not two.
  if (already) store.setFunc(IP_COUNT_KEY + ip, (n) => Math.max(0, Number(n || 0) - 1));
  return true;
}

/**
 * onRealtimeSubscribeRequest: refuses (throws a 4xx, before anything changes) what we do not serve,
 * then lets PocketBase apply the subscriptions and records the client under each topic.
 */
function handleSubscribe(e) {
  // A connection stays with whoever first subscribed it signed in (PocketBase's own rule: a guest
  // may sign in, nobody may switch). PocketBase checks it against the auth record it keeps on the
  // connection; we keep only "<collection id>/<record id>" there (below), so the check is here.
  const authKey = e.auth ? e.auth.collection().id + "/" + e.auth.id : "";
  const heldBy = String(e.client.get(AUTH_KEY) || "");
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
  const authId = e.auth && e.auth.collection().name === "users" ? e.auth.id : "";
  for (const topic of subs) {
    const why = checkTopic(topic, authId, e.app);
    if (why) throw refuse(why.status, why.message);
  }
  const clientId = e.client.id();
  const ip = String(e.client.get("pbRealtimeClientIP") || e.realIP());
  if (!admitConnection(e.app, ip, clientId)) {
    throw refuse(429, "Too many realtime connections from this address. Close some tabs and try again.");
  }
  e.next();
  if (authKey) {
    // PocketBase keeps the subscriber's whole auth record on the connection, for its own record
    // broadcasts, which serve none of these topics: a few KB per connected screen. The key above
    // keeps what the record was kept for here.
    e.client.set(AUTH_KEY, authKey);
    e.client.unset("auth");
  }
  const store = e.app.store();
  for (const topic of subs) {
    if (topic === "PB_CONNECT") continue;
    store.setFunc(TOPIC_KEY + topic, (old) => {
      const ids = toArray(old);
      if (ids.indexOf(clientId) < 0) ids.push(clientId);
      return ids;
    });
  }
}

/**
 * Sends `data` (a JSON string) as `topic` to the clients subscribed to it; forgets stale ids.
 * client.send hands the message to that connection's loop (PocketBase's own broadcast does it from
 * a goroutine, which the JSVM cannot start): the loop takes it at once, unless the client stopped
 * reading long enough to fill its TCP buffers (megabytes of events), which then delays this write.
 */
function publish(app, topic, data) {
  const store = app.store();
  const ids = toArray(store.get(TOPIC_KEY + topic));
  if (!ids.length) return 0;
  const broker = app.subscriptionsBroker();
  const msg = new SubscriptionMessage({ name: topic, data: data });
  const stale = [];
  let sent = 0;
  for (const id of ids) {
    const client = liveClient(broker, id);
    // A client that re-subscribed without this topic stays indexed until here.
    if (!client || !client.hasSubscription(topic)) {
      stale.push(id);
      continue;
    }
    client.send(msg);
    sent++;
  }
  if (stale.length) {
    store.setFunc(TOPIC_KEY + topic, (old) => toArray(old).filter((id) => stale.indexOf(id) < 0));
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
 * deleted): every connection following one of its venue topics is unregistered. PocketBase then
 * sends it nothing more (Unregister discards the client; publish skips an id the broker no longer
 * knows), a re-subscribe on it is a 404, and its stream ends with PocketBase's 5-minute idle timer;
 * the app reconnects and must sign in again. Only the venue topics carry an owner's data, so their
 * index finds every such connection without a walk over all clients. Returns how many were ended.
 */
function dropOwner(app, userId) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const ended = {};
  for (const kind of VENUE_KINDS) {
    const key = TOPIC_KEY + domain.venueTopicName(userId, kind);
    for (const id of toArray(store.get(key))) {
      if (ended[id]) continue;
      ended[id] = true;
      broker.unregister(id);
    }
    store.remove(key);
  }
  return Object.keys(ended).length;
}

/** Drops dead client ids from the index and re-counts each address (a cron job; sends prune as they go too). */
function pruneIndex(app) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const all = store.getAll();
  const addresses = {};
  for (const key in all) {
    if (key.indexOf(IP_KEY) === 0) {
      addresses[key.slice(IP_KEY.length, key.lastIndexOf("#"))] = true;
      continue;
    }
    if (key.indexOf(TOPIC_KEY) !== 0) continue;
    let empty = false;
    store.setFunc(key, (old) => {
      const live = toArray(old).filter((id) => {
        const c = liveClient(broker, id);
        return c !== null && c.hasSubscription(key.slice(TOPIC_KEY.length));
      });
      empty = live.length === 0;
      return live;
    });
    if (empty) store.remove(key);
  }
  // An address with no live connection left is forgotten. A subscribe from it in the very moment
  // between the re-count and the removal would be forgotten with it (the store has no conditional
  // remove): a one-off miscount by one for that address, at most once every 10 minutes.
  for (const ip in addresses) {
    if (forgetClosed(app, ip) > 0) continue;
    for (let b = 0; b < IP_BUCKETS; b++) store.remove(IP_KEY + ip + "#" + b);
    store.remove(IP_COUNT_KEY + ip);
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
  pruneIndex,
};
