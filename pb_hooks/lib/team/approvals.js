// A manager's approval on the floor (docs/security-and-isolation.md#a-managers-approval). The owner
// and each manager may set a personal approval code (4 to 8 digits, kept hashed in the
// superuser-only `approvals` collection, never returned). Once anybody in a venue has one, the
// venue's restricted actions (RESTRICTED) by a waiter or a shared device need an approval: the
// manager enters their code on that screen (POST /api/team/approve), which gives a token valid once,
// for 60 s, for that one action on that one record by that signed-in account; the action's request
// carries it in X-Approval and is signed by both ("Wes, approved by Mia"). A venue where nobody set
// a code works as before.
//  - Wrong codes: MAX_FAILS per approver lock their code for LOCK_MS, doubling (as the PIN,
//    lib/team/pin.js); the route is held to 20 requests a minute per address (migration 1770600200).
//  - Another venue's manager's code, an unknown approver, a member who is no longer a manager: the
//    same "wrong code" answer, counted.
const MAX_FAILS = 5;
const LOCK_MS = 5 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const TOKEN_TTL_MS = 60 * 1000;
const CODE = /^[0-9]{4,8}$/;
const HEADER = "X-Approval";

/** The actions a waiter or a shared device may do only with a manager's approval (action: target). */
const RESTRICTED = {
  deleteOrder: "Delete a started order",
  closeUnpaid: "Close a table with money unpaid",
};

/** The 403 a restricted action gets without an approval (src/features/approval: the screen asks). */
const NEEDED = "This needs a manager's approval: ask a manager to enter their approval code.";
const INVALID = "This approval is not valid: ask the manager to approve it again.";
const WRONG = "Wrong approval code.";

function now() {
  return Date.now();
}

function find(app, key) {
  try {
    return app.findFirstRecordByData("approvals", "key", key);
  } catch (_) {
    return null;
  }
}

function hashCode(approverId, code) {
  const salt = $security.randomString(24);
  return salt + "." + $security.hs256(approverId + ":" + code, salt);
}

function codeMatches(rec, approverId, code) {
  const stored = rec ? rec.getString("codeHash") : "";
  const dot = stored.indexOf(".");
  if (dot < 1 || !CODE.test(code)) return false;
  return $security.equal(stored.slice(dot + 1), $security.hs256(approverId + ":" + code, stored.slice(0, dot)));
}

/** The actor of `e` who may set an approval code: the owner or a manager (not a device); 403 else. */
function approverOf(e) {
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const a = staff.actorOf(e.auth);
  if (!a) throw new UnauthorizedError("Sign in to manage your venue.");
  if (!(a.isOwner || (a.role === "manager" && !e.auth.getBool("device")))) {
    throw new ForbiddenError("Only the owner and managers have an approval code.");
  }
  return a;
}

/** Sets (or with "" removes) the signed-in owner's or manager's approval code. */
function setCode(app, e, code) {
  const a = approverOf(e);
  const c = String(code === undefined || code === null ? "" : code).trim();
  const rec = find(app, a.id);
  if (c === "") {
    if (rec) app.delete(rec);
    return false;
  }
  if (!CODE.test(c)) throw new BadRequestError("An approval code is 4 to 8 digits.");
  const r = rec || new Record(app.findCollectionByNameOrId("approvals"));
  r.set("venue", a.venue);
  r.set("key", a.id);
  r.set("name", a.name);
  r.set("codeHash", hashCode(a.id, c));
  r.set("fails", 0);
  r.set("lockedUntil", 0);
  app.save(r);
  return true;
}

/** Whether the signed-in owner or manager has an approval code. */
function hasCode(app, e) {
  const a = approverOf(e);
  return !!find(app, a.id);
}

/** Whether an approver id is still the venue's owner or one of its managers, and their name. */
function currentApprover(app, venueId, approverId) {
  if (approverId === venueId) return { name: "Owner" };
  try {
    const m = app.findRecordById("staff", approverId);
    if (m.getString("venue") !== venueId || m.getString("role") !== "manager" || m.getBool("device")) return null;
    return { name: m.getString("name") };
  } catch (_) {
    return null;
  }
}

/** The venue's approvers who set a code: [{id, name}] (what the approval dialog offers). */
function approversOf(app, venueId) {
  const rows = app.findRecordsByFilter("approvals", "venue = {:v} && codeHash != ''", "name", 50, 0, { v: venueId });
  const out = [];
  for (const r of rows) {
    const who = currentApprover(app, venueId, r.getString("key"));
    if (who) out.push({ id: r.getString("key"), name: who.name });
  }
  return out;
}

/** Whether the venue uses approvals: somebody set a code. */
function isOn(app, venueId) {
  return approversOf(app, venueId).length > 0;
}

function formatWait(ms) {
  const minutes = Math.ceil(ms / 60000);
  return minutes <= 1 ? "a minute" : minutes + " minutes";
}

/**
 * POST /api/team/approve {approver, code, action, target}: a manager's code, entered on the
 * signed-in waiter's or device's screen, gives a token for that one action on that one record.
 * 400 bad input, 403 wrong code (counted), 429 locked. Returns {token, expiresInSeconds}.
 */
function approve(app, e, body) {
  const a = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  if (!a) throw new UnauthorizedError("Sign in to manage your venue.");
  const action = String(body.action || "");
  const target = String(body.target || "");
  const approverId = String(body.approver || "");
  const code = String(body.code === undefined || body.code === null ? "" : body.code);
  if (!RESTRICTED[action]) throw new BadRequestError("Name the action to approve.");
  if (!/^[a-z0-9]{1,20}$/.test(target)) throw new BadRequestError("Name the record to approve the action on.");
  if (!/^[a-z0-9]{1,20}$/.test(approverId)) throw new BadRequestError("Choose who approves.");
  if (!CODE.test(code)) throw new BadRequestError("An approval code is 4 to 8 digits.");
  const rec = find(app, approverId);
  const t = now();
  if (rec && rec.getFloat("lockedUntil") > t) {
    throw new TooManyRequestsError(
      "Too many wrong codes. Try again in " + formatWait(rec.getFloat("lockedUntil") - t) + ".",
    );
  }
  const who = currentApprover(app, a.venue, approverId);
  const ok = !!rec && !!who && rec.getString("venue") === a.venue && codeMatches(rec, approverId, code);
  if (!ok) {
    if (rec) {
      const fails = rec.getInt("fails") + 1;
      rec.set("fails", fails);
      const lock = fails < MAX_FAILS ? 0 : Math.min(MAX_LOCK_MS, LOCK_MS * Math.pow(2, fails - MAX_FAILS));
      rec.set("lockedUntil", lock ? t + lock : 0);
      app.save(rec);
    }
    throw new ForbiddenError(WRONG);
  }
  if (rec.getInt("fails") !== 0) {
    rec.set("fails", 0);
    rec.set("lockedUntil", 0);
    app.save(rec);
  }
  // Expired approvals of the venue go on the way (each lives 60 s).
  app
    .db()
    .newQuery("DELETE FROM approvals WHERE venue = {:v} AND key LIKE 't:%' AND expires < {:t}")
    .bind({ v: a.venue, t: t })
    .execute();
  const token = $security.randomString(40);
  const g = new Record(app.findCollectionByNameOrId("approvals"));
  g.set("venue", a.venue);
  g.set("key", "t:" + $security.sha256(token));
  g.set("name", who.name);
  g.set("action", action);
  g.set("target", target);
  g.set("requester", e.auth.id);
  g.set("expires", t + TOKEN_TTL_MS);
  app.save(g);
  return { token: token, expiresInSeconds: TOKEN_TTL_MS / 1000 };
}

/**
 * Refuses (403) the restricted `action` on `target` by a waiter or a shared device of a venue that
 * uses approvals, unless the request carries a valid approval for it (X-Approval), which is used up.
 * Returns the approver's name ("" when no approval was needed) and keeps it on the request for the
 * activity row (lib/team/activity.js).
 */
function requireApproval(app, e, venueId, action, target) {
  const a = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  if (!a || a.isOwner || a.role === "manager" || a.venue !== venueId) return "";
  if (!isOn(app, venueId)) return "";
  // A record request event has no `request` in the JSVM: its headers are in requestInfo().
  const token = e.request
    ? String(e.request.header.get(HEADER) || "")
    : String(((e.requestInfo() || {}).headers || {}).x_approval || "");
  if (!token) throw new ForbiddenError(NEEDED);
  const g = find(app, "t:" + $security.sha256(token));
  const valid =
    !!g &&
    g.getString("venue") === venueId &&
    g.getString("action") === action &&
    g.getString("target") === target &&
    g.getString("requester") === e.auth.id &&
    g.getFloat("expires") > now();
  if (!valid) throw new ForbiddenError(INVALID);
  // Used once: of two requests with one token, only the one that deletes it passes.
  const res = app.db().newQuery("DELETE FROM approvals WHERE id = {:id}").bind({ id: g.id }).execute();
  if (res.rowsAffected() !== 1) throw new ForbiddenError(INVALID);
  const name = g.getString("name");
  e.set("approvedBy", name);
  return name;
}

module.exports = { RESTRICTED, NEEDED, HEADER, setCode, hasCode, approversOf, isOn, approve, requireApproval };
