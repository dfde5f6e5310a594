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
//   venue/<ownerId>/print     print jobs and printers' status (lib/stations/print-jobs.js) owner only
//   visit/<visitId>/<token>   one table visit: cart, bill, state              its members only
//   PB_CONNECT                the SDK's own connect event (never published to)
// A team member (a `staff` record) follows the venue topics of their own venue that their role
// allows (lib/team/staff.js TOPIC_KINDS), checked at subscribe time from the auth record: no query.
// and record hooks send each write to that topic's clients only, from an index topic -> client
// ids kept in $app.store() (no per-subscriber query, no walk over every client). Everything else is
// refused with a 4xx, changing nothing: collection/record topics, `?options=` (fields/expand/filter;
// 0.39.0 panics on `fields=...:excerpt(-1)`), too many topics, too many connections per address
// (then per account for staff: docs/realtime.md#staff-always-get-through).
// Superusers (the dashboard) keep PocketBase's own behaviour.
const MAX_TOPICS = 8;
const DEFAULT_MAX_CONNECTIONS_PER_IP = 200;
// A connection subscribed with a session (an owner or a team member) that its address refuses (the
// guests on the venue's wifi filled it) is counted against its account instead (issue 35 point 4):
// a venue's screens (board, kitchen, tables, several tablets under one account) fit in it.
const DEFAULT_MAX_CONNECTIONS_PER_ACCOUNT = 50;
// The holder of a connection counted per account: "account:<collection id>/<record id>" (an address
// never starts with a letter "a" followed by "ccount:"; IPv6 addresses are hex and colons only).
const ACCOUNT = "account:";
const ID = /^[a-z0-9]{15}$/;
// Topic names, their venue kinds and the guest token's shape are the app's (src/domain/topics.ts).
const domain = require(`${__hooks}/lib/shared/domain.js`);
const VENUE_KINDS = domain.VENUE_TOPIC_KINDS;
const TOPIC_KEY = "rt:t:";
// Per holder (a connection's address, or ACCOUNT + the account of a session that overflowed its
// address): the set of its connections counted or being counted, in SHARDS parts by connection id ("rt:ip:<holder>#<part>"),
// each a bare Record like a topic's set: keys are connection ids, true; null once refused; "@..."
// keys are the part's own marks. In parts so that a burst from one address does not queue on one
// lock (docs/PERFORMANCE.md, "What a burst of subscribes keeps").
const ADDRESS_KEY = "rt:ip:";
const SHARDS = 4;
// 2 once the server held more connections than one address may: from then on every connection
// counted joins its address's set first (admitConnection); 1 while the ones counted before join.
const SETS_KEY = "rt:sets";
const SETS_LOCK = "rt:sets-lock";
// Per address, while one subscribe counts it from PocketBase's live connections: that connection's id.
const LOCK_KEY = "rt:lk:";
// On a connection: its address once counted against it, PENDING + address while being counted,
// WAITING + address while it waits for its address's count (admitSlowly).
const COUNTED = "rtIp";
const PENDING = "?";
const WAITING = "~";
// A full address is counted again at most this often (a refused subscribe costs no walk meanwhile).
const FULL_RECHECK_MS = 250;
// On an address's set: when a count from the live connections last found it full.
const FULL_AT = "@fullAt";
// On a topic's set of client ids once a newer set replaced it (pruneIndex, dropOwner).
const RETIRED = "@retired";
// On a venue topic's set once it holds every subscriber, found in PocketBase's list (topicSet).
const READY = "@ready";
// In $app.store(): set ("walking:...", then INDEXED) once the venue topics' sets are indexed (topicSet).
const VENUE_INDEX = "rt:venueIndex";
const INDEXED = "indexed";
// In $app.store(): PENDING_SHARDS bare Records (made once each), where a subscriber waits whose venue
// topic has no set yet once the topics are indexed: "<client id> <topic>" -> true (indexClient).
const PENDING_KEY = "rt:pending:";
const PENDING_SHARDS = 64;
// A pending shard's mark of a topic with waits in it: "#<topic>" -> true.
const MARK = "#";
const AUTH_KEY = "rtAuth";
/** The message a removed member's open screen gets before its stream ends. */
const SIGNED_OUT = '{"action":"signedOut"}';

/** Connections one address may hold (the guests' connections on the venue wifi). */
function maxConnectionsPerIp() {
  const n = Number($os.getenv("REALTIME_MAX_CONNECTIONS_PER_IP"));
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_CONNECTIONS_PER_IP;
}

/** Connections one signed-in account (an owner or a team member) may hold, wherever they come from. */
function maxConnectionsPerAccount() {
  const n = Number($os.getenv("REALTIME_MAX_CONNECTIONS_PER_ACCOUNT"));
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_CONNECTIONS_PER_ACCOUNT;
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
    if (role && !require(`${__hooks}/lib/team/staff.js`).mayFollow(role, parts[2])) {
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
    const visit = app ? require(`${__hooks}/lib/tab/visit-store.js`).findVisit(app, parts[1]) : null;
    if (
      !visit ||
      visit.status === "closed" ||
      !require(`${__hooks}/lib/tab/visit-store.js`).memberOf(visit, parts[2])
    ) {
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

/** The ids of a set (a Go map copied under the set's lock), without its own marks ("@..."). */
function idsOf(set) {
  const out = [];
  if (!set) return out;
  const data = set.customData();
  for (const id in data) if (id.charAt(0) !== "@") out.push(id);
  return out;
}

/**
 * Adds `id` to the set stored under `key` (created on first use): one read of $app.store() (Go, a
 * read lock), then one write to the set's own lock. A set that pruneIndex, dropOwner or a count
 * (forgetClosed) replaced meanwhile is marked RETIRED before they read it a last time, so an id
 * added to it either is seen by them or sees the mark and adds itself to the current set too.
 * Returns the set it was added to last.
 */
function joinSet(store, key, id) {
  let set = null;
  for (let tries = 0; tries < 8; tries++) {
    set = store.get(key);
    if (!set) {
      const fresh = newIdSet();
      set = store.getOrSet(key, () => fresh);
    }
    set.set(id, true);
    if (!set.getRaw(RETIRED)) return set;
  }
  return set;
}

/**
 * Whether `topic` is a venue topic: its set is made by its first reader (topicSet), not by a
 * subscribe, so a reconnect wave of owner screens after a restart makes no write to $app.store()
 * per screen (docs/PERFORMANCE.md, "What a burst of subscribes keeps").
 */
function isVenueTopic(topic) {
  return topic.indexOf("venue/") === 0;
}

/**
 * Records `clientId` under `topic` (joinSet). A venue topic's set is never made here:
 * - before the venue topics are indexed (VENUE_INDEX, set by the first reader: topicSet), a set
 *   that exists is joined, and otherwise the index's walk finds this subscription in PocketBase's
 *   list;
 * - once indexed, a set that exists is joined, and otherwise the subscriber waits in a pending
 *   shard for the topic's first reader (waitPending, pendingOf);
 * - while the walk runs, the subscriber joins or makes its set like any other topic's.
 */
function indexClient(store, topic, clientId) {
  const key = TOPIC_KEY + topic;
  if (isVenueTopic(topic) && store.get(VENUE_INDEX) === INDEXED) {
    // Indexed already: a set that exists is joined (its own lock). A missing one is not made here:
    // one $app.store() write per new topic piled hook VMs up when 2,000 new venues' screens came
    // at once (751 KB per screen, docs/PERFORMANCE.md, 26 Nov). The subscriber waits in its topic's
    // pending shard instead, and the topic's first reader makes the set from it (pendingOf). Then
    // it looks again: a reader that made the set before this wait was written is joined here; one
    // that makes it after reads the wait.
    if (store.get(key)) {
      joinSet(store, key, clientId);
      return;
    }
    waitPending(store, topic, clientId);
    if (store.get(key)) joinSet(store, key, clientId);
    return;
  }
  if (!isVenueTopic(topic) || store.has(VENUE_INDEX)) {
    joinSet(store, key, clientId);
    return;
  }
  for (let tries = 0; tries < 8; tries++) {
    const set = store.get(key);
    if (!set) return;
    set.set(clientId, true);
    if (!set.getRaw(RETIRED)) return;
  }
}

/**
 * The set of `topic`'s subscribers (null: none indexed). Venue topics' sets are made by their
 * first reader (a publish, dropOwner, dropClientsOf), not by a subscribe, so a reconnect wave of
 * owner screens after a start writes nothing shared per screen:
 * - the first reader after a start walks PocketBase's list of connections once and indexes every
 *   venue topic of every connection (indexVenueTopics), so one walk serves every venue (one walk per
 *   venue was a walk of every connection for each venue's first order: 10,000 venues at 170 orders
 *   a second kept up with 26);
 * - a reader that comes while another one walks walks for its own topic only, and marks that set
 *   READY.
 * A subscribe applies its subscription before it looks at VENUE_INDEX: one that found it unset is
 * seen by the walk, which starts after it is set; one that found it set joined its set itself.
 * @param {CoreApp} app
 * @param {string} topic
 */
function topicSet(app, topic) {
  const store = app.store();
  const key = TOPIC_KEY + topic;
  let set = store.get(key);
  if (!isVenueTopic(topic) || (set && set.getRaw(READY))) return set;
  const state = store.get(VENUE_INDEX);
  if (state === INDEXED) return set || pendingOf(store, topic);
  if (state === undefined || state === null) {
    const token = "walking:" + $security.randomString(12);
    if (store.getOrSet(VENUE_INDEX, () => token) === token) {
      indexVenueTopics(app);
      store.set(VENUE_INDEX, INDEXED);
      return store.get(key);
    }
  }
  if (!set) {
    const fresh = newIdSet();
    set = store.getOrSet(key, () => fresh);
  }
  const all = app.subscriptionsBroker().clients();
  for (const id in all) if (all[id].hasSubscription(topic)) set.set(id, true);
  set.set(READY, true);
  return set;
}

/** The pending shard of `topic` (see PENDING_KEY): a hash of the topic's name. */
function shardKeyOf(topic) {
  let h = 0;
  for (let i = 0; i < topic.length; i++) h = (h * 31 + topic.charCodeAt(i)) | 0;
  return PENDING_KEY + (((h % PENDING_SHARDS) + PENDING_SHARDS) % PENDING_SHARDS);
}

/**
 * Writes "<clientId> <topic>" into the topic's pending shard (joinSet: made on its first use, and
 * written again into the current one when the prune replaced it meanwhile), then the topic's mark
 * (a reader without it finds no wait without reading the shard). A mark that lands in a shard the
 * prune retired meanwhile is not lost: the prune marks every wait it carries over.
 */
function waitPending(store, topic, clientId) {
  joinSet(store, shardKeyOf(topic), clientId + " " + topic).set(MARK + topic, true);
}

/**
 * The set of `topic` made from its pending shard's waits (indexClient), which it takes out, or null
 * when none waits.
 */
function pendingOf(store, topic) {
  const shard = store.get(shardKeyOf(topic));
  // Most topics without a set have nobody waiting (a venue with no screen open): one read.
  if (!shard || !shard.getRaw(MARK + topic)) return null;
  const data = shard.customData();
  const suffix = " " + topic;
  const waits = [];
  for (const k in data) {
    if (data[k] && k.length > suffix.length && k.slice(k.length - suffix.length) === suffix) waits.push(k);
  }
  if (!waits.length) return null;
  const fresh = newIdSet();
  const set = store.getOrSet(TOPIC_KEY + topic, () => fresh);
  for (const k of waits) set.set(k.slice(0, k.length - suffix.length), true);
  for (const k of waits) shard.set(k, null);
  // A subscriber that waits after this looks again and finds the set made above: the mark can go.
  shard.set(MARK + topic, null);
  return set;
}

/** The cron's part for the pending shards: each one with taken or closed waits is made again. */
function prunePending(store, broker) {
  for (let n = 0; n < PENDING_SHARDS; n++) {
    const key = PENDING_KEY + n;
    const shard = store.get(key);
    if (!shard) continue;
    const data = shard.customData();
    const keep = [];
    let drop = 0;
    for (const k in data) {
      if (k.charAt(0) === "@" || k.charAt(0) === MARK) continue;
      const cut = k.indexOf(" ");
      const id = k.slice(0, cut);
      const topic = k.slice(cut + 1);
      const c = data[k] ? liveClient(broker, id) : null;
      if (c && c.hasSubscription(topic) && !store.get(TOPIC_KEY + topic)) {
        keep.push(k);
        continue;
      }
      // Taken, closed, or its topic's set was made meanwhile (then the wait joins it).
      if (c && c.hasSubscription(topic)) joinSet(store, TOPIC_KEY + topic, id);
      drop++;
    }
    if (!drop) continue;
    const next = newIdSet();
    const carry = (k) => {
      next.set(k, true);
      next.set(MARK + k.slice(k.indexOf(" ") + 1), true);
    };
    for (const k of keep) carry(k);
    store.set(key, next);
    shard.set(RETIRED, true);
    // A wait written into the old shard after the copy: carried over.
    const late = shard.customData();
    for (const k in late) {
      if (late[k] && k.charAt(0) !== "@" && k.charAt(0) !== MARK && keep.indexOf(k) < 0) carry(k);
    }
  }
}

/** Every connection's venue topics into their sets (topicSet): one walk of PocketBase's list. */
function indexVenueTopics(app) {
  const store = app.store();
  const all = app.subscriptionsBroker().clients();
  for (const id in all) {
    const topics = all[id].subscriptions("venue/");
    for (const topic in topics) joinSet(store, TOPIC_KEY + topic, id);
  }
}

/** How many connections an address's set (its data: `set.customData()`) holds, refused ones and the set's own marks not counted. */
function countOf(data) {
  let n = 0;
  for (const id in data) if (data[id] && id.charAt(0) !== "@") n++;
  return n;
}

/** The key of the part of address `ip`'s set that holds connection `id`. */
function addressKey(ip, id) {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) % SHARDS;
  return ADDRESS_KEY + ip + "#" + h;
}

/** How many connections address `ip`'s set holds now (each part read once, one after another). */
function countAddress(store, ip) {
  let n = 0;
  for (let k = 0; k < SHARDS; k++) {
    const part = store.get(ADDRESS_KEY + ip + "#" + k);
    if (part) n += countOf(part.customData());
  }
  return n;
}

/**
 * Reads every part of address `ip`'s set, then looks each member up in PocketBase's list (`self`
 * left out): how many are counted, how many are being counted (PENDING: they may still be admitted
 * without a count of their own), and per part its Record, its data as read and the ids of the
 * members alive (counted, being counted or waiting). Every connection counted against the address
 * joined its part first (joinSet; a part replaced keeps its live members: rebuildPart), so this
 * sees them all without a walk over every connection of the server. Parts are read before any
 * connection is looked up: a connection is marked before it joins, so one that joined before its
 * part was read is found alive here.
 */
function liveOfAddress(store, broker, ip, self) {
  const out = { counted: 0, pending: 0, parts: [] };
  for (let k = 0; k < SHARDS; k++) {
    const key = ADDRESS_KEY + ip + "#" + k;
    const part = store.get(key);
    if (part) out.parts.push({ key: key, part: part, before: part.customData(), ids: [] });
  }
  for (const p of out.parts) {
    for (const id in p.before) {
      if (!p.before[id] || id.charAt(0) === "@") continue;
      if (id === self) {
        p.ids.push(id);
        continue;
      }
      const client = liveClient(broker, id);
      const mark = client ? String(client.get(COUNTED) || "") : "";
      if (mark === ip) out.counted++;
      else if (mark === PENDING + ip) out.pending++;
      else if (mark !== WAITING + ip) continue;
      p.ids.push(id);
    }
  }
  return out;
}

/**
 * Forgets the closed connections of the parts read by liveOfAddress: a part with some is replaced
 * by one holding its live members only (none: removed), then the old part is marked RETIRED and
 * read a last time: an id added to it since it was read joins the current part too. Runs under the
 * address's lock (admitSlowly, pruneIndex).
 */
function forgetClosed(store, live) {
  for (const p of live.parts) {
    if (countOf(p.before) === p.ids.length) continue;
    if (p.ids.length) {
      const next = newIdSet();
      for (const id of p.ids) next.set(id, true);
      store.set(p.key, next);
    } else {
      store.remove(p.key);
    }
    p.part.set(RETIRED, true);
    const after = p.part.customData();
    for (const id in after) {
      if (after[id] && id.charAt(0) !== "@" && !p.before[id]) joinSet(store, p.key, id);
    }
  }
}

/**
 * Takes the address's lock (a compare-and-set key in $app.store(), whose setter is the Go method
 * Record.PK: no JS under the store's lock); waits for it up to `waitMs`. Returns whether it got it.
 */
function lockAddress(store, ip, id, waitMs) {
  return lockKey(store, LOCK_KEY + ip, id, waitMs);
}

/** Takes the lock `key` for `id` (see lockAddress). */
function lockKey(store, key, id, waitMs) {
  const carrier = newIdSet();
  carrier.id = id;
  for (let waited = 0; ; waited++) {
    if (store.getOrSet(key, carrier.pk) === id) return true;
    if (waited >= waitMs) return false;
    sleep(1);
  }
}

/**
 * Counts the connection `client` against its holder `ip` (its address, or ACCOUNT + a session's
 * account: handleSubscribe); false when the holder already holds `cap` live connections (each
 * holder its own set, lock and cap; "address" below is any holder). Exact under any burst, and on
 * the common path without a write to $app.store() (in a reconnect wave a subscribe that waits for
 * a lock holds its hook VM, and PocketBase builds a fresh one for each further subscribe:
 * docs/PERFORMANCE.md). Each connection is first marked PENDING, then:
 *  - while the server has never held more connections than one address may (PocketBase's own
 *    count, O(1)), it is admitted: no address can hold more than the whole server. Nothing shared
 *    is written, so a burst of subscribes queues on no lock.
 *  - after that (startSets), it joins its part of its address's set (that part's own lock) and is
 *    admitted when the set holds no more than the cap (its parts read one after another). Every
 *    connection admitted before this count is in what it counted, so however many count at once,
 *    the last of them to count sees them all: never more than the cap are admitted.
 * Otherwise (a set with closed connections in it, or the address really full) admitSlowly counts
 * the set's live members under the address's lock.
 */
function admitConnection(app, ip, client, cap) {
  if (String(client.get(COUNTED) || "") === ip) return true;
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const id = client.id();
  client.set(COUNTED, PENDING + ip);
  if (store.get(SETS_KEY) !== 2) {
    if (!store.get(SETS_KEY) && broker.totalClients() <= cap) {
      client.set(COUNTED, ip);
      return true;
    }
    startSets(store, broker);
  }
  const part = joinSet(store, addressKey(ip, id), id);
  if (!part.getRaw(RETIRED) && countAddress(store, ip) <= cap) {
    client.set(COUNTED, ip);
    return true;
  }
  // Found full a moment ago: refused without a count (a refusal is always safe).
  const first = store.get(ADDRESS_KEY + ip + "#0");
  if (first && Number(first.getRaw(FULL_AT) || 0) > Date.now() - FULL_RECHECK_MS) {
    client.unset(COUNTED);
    part.set(id, null);
    return false;
  }
  return admitSlowly(app, ip, client, cap);
}

/**
 * The server holds more connections than one address may, for the first time since it started:
 * from now on every connection joins its address's set before it counts (admitConnection). The
 * connections counted before (or being counted) join theirs first, found in PocketBase's list (one
 * walk, once per start of the server), before any subscribe counts a set: the others wait for this
 * one (SETS_LOCK). A subscribe that saw no SETS_KEY was marked before it looked, so this walk,
 * which starts after SETS_KEY is set, finds its mark.
 */
function startSets(store, broker) {
  const me = "sets" + $security.randomString(11);
  if (!lockKey(store, SETS_LOCK, me, 10000)) throw new TooManyRequestsError("The server is busy. Try again.");
  try {
    if (store.get(SETS_KEY) === 2) return;
    store.set(SETS_KEY, 1);
    const all = broker.clients();
    for (const id in all) {
      const mark = String(all[id].get(COUNTED) || "");
      const ip = mark.charAt(0) === PENDING || mark.charAt(0) === WAITING ? mark.slice(1) : mark;
      if (ip) joinSet(store, addressKey(ip, id), id);
    }
    store.set(SETS_KEY, 2);
  } finally {
    store.remove(SETS_LOCK);
  }
}

/**
 * The slow path of admitConnection, one subscribe of the address at a time (its lock): counts the
 * live members of the address's set, forgets closed ones, and admits while fewer than the cap are
 * counted or being counted. Connections still being counted on the fast path may yet be admitted
 * there: while they could fill the address, it waits for them (a few ms). Waiting subscribes are
 * marked WAITING, not PENDING, so they never wait for each other.
 */
function admitSlowly(app, ip, client, cap) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const id = client.id();
  client.set(COUNTED, WAITING + ip);
  let admitted = false;
  if (!lockAddress(store, ip, id, 2000)) {
    client.unset(COUNTED);
    return false;
  }
  try {
    for (let round = 0; round < 50 && !admitted; round++) {
      if (round) sleep(2);
      joinSet(store, addressKey(ip, id), id);
      // A subscribe before this one may have forgotten the closed connections: count again first.
      if (round === 0 && countAddress(store, ip) <= cap) {
        admitted = true;
        break;
      }
      const live = liveOfAddress(store, broker, ip, id);
      forgetClosed(store, live);
      if (live.counted >= cap) {
        const first = store.get(ADDRESS_KEY + ip + "#0");
        if (first) first.set(FULL_AT, Date.now());
        break;
      }
      admitted = live.counted + live.pending < cap;
    }
  } finally {
    // Marked before the lock is given back: the next count sees this connection counted.
    if (admitted) client.set(COUNTED, ip);
    else client.unset(COUNTED);
    store.remove(LOCK_KEY + ip);
  }
  if (!admitted) {
    const part = store.get(addressKey(ip, id));
    if (part) part.set(id, null);
  }
  return admitted;
}

/**
 * onRealtimeSubscribeRequest: refuses (throws a 4xx, before anything changes) what we do not serve,
 * then lets PocketBase apply the subscriptions and records the client under each topic. In a
 * reconnect wave every screen subscribes at once: whatever waits here holds a hook VM (PocketBase
 * builds a fresh one, ~0.5 MB, for each call once its pool is busy), so on its common path this
 * writes nothing shared: it reads $app.store() and writes only the topic's own set and the
 * connection's own store (a venue topic's set is made by its first reader: topicSet;
 * docs/PERFORMANCE.md, "What a burst of subscribes keeps").
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
  // A session's subscribes are counted per account (its rule lets them through:
  // lib/team/staff-limit.js), except a connection's first one with the session: that one is
  // bounded by the connects (a new connection each, under the connect's per-address rule), and in
  // a reconnect wave every screen's subscribe is a first one, which must write nothing shared
  // (docs/PERFORMANCE.md).
  if (authKey && heldBy) require(`${__hooks}/lib/team/staff-limit.js`).countRealtimeSubscribe(e);
  const raw = e.subscriptions || [];
  // Counted before anything is made of them.
  if (raw.length > MAX_TOPICS) {
    throw refuse(400, "At most " + MAX_TOPICS + " realtime topics per connection.");
  }
  const subs = [];
  for (let i = 0; i < raw.length; i++) subs.push(String(raw[i]));
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  const authId = actor ? actor.venue : "";
  for (const topic of subs) {
    const why = checkTopic(topic, authId, e.app, actor ? actor.role : "");
    if (why) throw refuse(why.status, why.message);
  }
  // Staff always get through (docs/realtime.md#staff-always-get-through): PocketBase's connect (GET)
  // carries no session and counts nothing; a stream is counted at its subscribe. Each is counted
  // against its address, exactly as before, while the address has room (the same cost as before:
  // the common path writes nothing shared). A connection subscribed with the session of an owner or
  // a team member that its address refuses (the guests on the venue's wifi filled it) is counted
  // against its account instead (its own cap, its own set: made only then), so guests can never
  // keep the board from subscribing; a guest's is refused as before.
  const ip = String(client.get("pbRealtimeClientIP") || e.realIP());
  const account = actor && authKey ? ACCOUNT + authKey : "";
  const admitted =
    (account && String(client.get(COUNTED) || "") === account) ||
    admitConnection(e.app, ip, client, maxConnectionsPerIp()) ||
    (account && admitConnection(e.app, account, client, maxConnectionsPerAccount()));
  if (!admitted) {
    throw refuse(
      429,
      account
        ? "Too many realtime connections of this account. Close some tabs and try again."
        : "Too many realtime connections from this address. Close some tabs and try again.",
    );
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
  const ids = idsOf(topicSet(app, topic));
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
 * is that export already made (lib/orders/order-save.js answerNewOrder).
 */
function recordMessage(action, record, json) {
  // A takeaway order's pickup fields are hidden on the collection and shown for it (lib/takeaway/takeaway.js).
  // At a venue with tax added, what the guest owes (lib/money/money-rules.js showDue), as every read has it.
  const data =
    json ||
    JSON.stringify(
      require(`${__hooks}/lib/money/money-rules.js`).showDue(
        require(`${__hooks}/lib/takeaway/takeaway.js`).showPickup(record.fresh()),
      ),
    );
  return '{"action":"' + action + '","record":' + data + "}";
}

/** {action, record} for a venue: its public menu fields only (lib/menu/menu-data.js publicVenue). */
function venueMessage(action, venue) {
  const pub = require(`${__hooks}/lib/menu/menu-data.js`).publicVenue(venue);
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
  // An order of a table visit changes its bill (a new order publishes it from lib/tab/visit-orders.js).
  const visit = action === "create" ? "" : record.getString("visit");
  if (visit) require(`${__hooks}/lib/tab/visit-live.js`).publishVisit(app, visit);
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
  if (kind === "tables") require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(app, record.getString("user"));
  publishOwned(app, kind, action, record);
}

/** After a committed dish/category write: the venue's cached menu is stale; then tell its screens. */
function menuWritten(app, action, record) {
  const venue = record.getString("user");
  require(`${__hooks}/lib/menu/menu-data.js`).forgetMenu(app, venue);
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
    const set = topicSet(app, topic);
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
 * job (publish skips a client the broker no longer knows). Returns how many were ended. The
 * screens hear `{"action": action}` first: "signedOut" (the default), or "roleChanged" (the
 * session is read again and the streams subscribe again under the new role).
 * @param {CoreApp} app
 * @param {string} venueId
 * @param {core.Record} authRecord
 * @param {string} [action]
 */
function dropClientsOf(app, venueId, authRecord, action) {
  const message = action ? JSON.stringify({ action: action }) : SIGNED_OUT;
  const broker = app.subscriptionsBroker();
  const key = authRecord.collection().id + "/" + authRecord.id;
  const ended = {};
  for (const kind of VENUE_KINDS) {
    const topic = domain.venueTopicName(venueId, kind);
    for (const id of idsOf(topicSet(app, topic))) {
      if (ended[id]) continue;
      const client = liveClient(broker, id);
      if (!client || String(client.get(AUTH_KEY) || "") !== key) continue;
      ended[id] = true;
      // The open screen hears it is signed out (src/data/realtime.ts), then the stream ends.
      client.send(new SubscriptionMessage({ name: topic, data: message }));
      broker.unregister(id);
    }
  }
  return Object.keys(ended).length;
}

/**
 * Ends a topic for every connection that follows it: each hears `data` (a JSON string) as its last
 * message on it, then is unsubscribed from it (its other topics stay), and the topic's set is
 * forgotten. A phone removed from a table's group (lib/tab/visit-live.js tellGone) learns it at once and
 * hears nothing more of the party; subscribing again is refused by checkTopic. Returns how many heard it.
 * @param {CoreApp} app
 * @param {string} topic
 * @param {string} data
 */
function endTopic(app, topic, data) {
  const store = app.store();
  const key = TOPIC_KEY + topic;
  const set = store.get(key);
  if (!set) return 0;
  store.remove(key);
  // Read last after the mark: an id added after this read saw the mark (joinSet) and is in a new set.
  set.set(RETIRED, true);
  const broker = app.subscriptionsBroker();
  const msg = new SubscriptionMessage({ name: topic, data: data });
  let ended = 0;
  for (const id of idsOf(set)) {
    const client = liveClient(broker, id);
    if (!client || !client.hasSubscription(topic)) continue;
    // The message is in the connection's queue before the subscription goes: it is delivered.
    client.send(msg);
    client.unsubscribe(topic);
    ended++;
  }
  return ended;
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
  // An empty set goes too (a venue topic's next reader makes it again from PocketBase's list).
  if (keep.length === before.length && keep.length) return;
  if (keep.length) {
    const next = newIdSet();
    for (const id of keep) next.set(id, true);
    if (set.getRaw(READY)) next.set(READY, true);
    store.set(key, next);
  } else {
    store.remove(key);
  }
  set.set(RETIRED, true);
  for (const id of idsOf(set)) if (before.indexOf(id) < 0) indexClient(store, topic, id);
}

/**
 * The cron job: forgets the closed connections in the topic index and in each address's set (an
 * address with none left is forgotten). An address being counted right now (its lock taken) is
 * left for the next run.
 */
function pruneIndex(app) {
  const store = app.store();
  const broker = app.subscriptionsBroker();
  const all = store.getAll();
  const addresses = {};
  for (const key in all) {
    if (key.indexOf(TOPIC_KEY) === 0) pruneTopic(store, broker, key.slice(TOPIC_KEY.length), all[key]);
    else if (key.indexOf(ADDRESS_KEY) === 0) addresses[key.slice(ADDRESS_KEY.length, key.lastIndexOf("#"))] = true;
  }
  prunePending(store, broker);
  const job = "prune" + Date.now();
  for (const ip in addresses) {
    if (!lockAddress(store, ip, job, 0)) continue;
    try {
      forgetClosed(store, liveOfAddress(store, broker, ip, ""));
    } finally {
      store.remove(LOCK_KEY + ip);
    }
  }
}

module.exports = {
  MAX_TOPICS,
  DEFAULT_MAX_CONNECTIONS_PER_IP,
  DEFAULT_MAX_CONNECTIONS_PER_ACCOUNT,
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
  endTopic,
  pruneIndex,
};
