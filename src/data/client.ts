import PocketBase, { LocalAuthStore } from "pocketbase";

/** Local-storage key of the owner session (token + user model). */
export const SESSION_KEY = "draft_session";

/** API origin: same origin in production (PocketBase serves the app); overridable for dev. */
export const API_URL: string =
  (import.meta.env.VITE_PB_URL as string | undefined) ||
  (typeof window !== "undefined" ? window.location.origin : "http://127.0.0.1:8090");

/** The single PocketBase client of the app. Only src/data imports 'pocketbase'. */
export const pb = new PocketBase(API_URL, new LocalAuthStore(SESSION_KEY));

// Screens decide themselves when a request is obsolete; the SDK must not cancel "duplicates".
pb.autoCancellation(false);

/** PIN unlock token (memory only, never persisted; see src/data/pin.ts). */
let pinUnlock: { token: string; expiresAt: number } | null = null;

/** Sets or clears the in-memory PIN unlock token sent as X-Pin-Token on every API request. */
export function setPinUnlock(unlock: { token: string; expiresAt: number } | null): void {
  pinUnlock = unlock;
}

/**
 * Drops the unlock on the server too (POST /api/pin/lock), then forgets it: used when a screen
 * locks and when the owner logs out. Fire and forget: a failed call leaves a token that dies at
 * its expiry and only works with this session's auth token anyway.
 */
export function dropPinUnlock(): void {
  const token = pinUnlock?.token;
  pinUnlock = null;
  if (!token) return;
  fetch(`${API_URL}/api/pin/lock`, { method: "POST", headers: { "X-Pin-Token": token }, keepalive: true }).catch(
    (e: unknown) => console.error("PIN lock failed", e),
  );
}

/** The current PIN unlock token, or null when locked or expired. */
export function getPinUnlock(): { token: string; expiresAt: number } | null {
  return pinUnlock && pinUnlock.expiresAt > Date.now() ? pinUnlock : null;
}

/**
 * On a shared device: the person who switched to it with their code, whose token is sent as
 * X-Staff-Person so the server signs their actions (docs/security-and-isolation.md#shared-devices).
 * Kept for the tab (sessionStorage), so a reload does not ask for the code again; bound to the
 * device's session it was given to. The server stays the authority: it checks the token on every
 * signed action, and the app asks it who the token is after a reload (data/team.ts checkPerson).
 */
export interface StaffPerson {
  name: string;
  token: string;
  expiresAt: number;
}
const STAFF_PERSON_KEY = "draft_staff_person";
let staffPerson: (StaffPerson & { device: string }) | null = readStaffPerson();
const staffPersonListeners = new Set<() => void>();

function readStaffPerson(): (StaffPerson & { device: string }) | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STAFF_PERSON_KEY) ?? "null") as Record<string, unknown> | null;
    if (!raw || typeof raw !== "object") return null;
    const { name, token, expiresAt, device } = raw;
    if (typeof name !== "string" || typeof token !== "string" || typeof device !== "string") return null;
    if (typeof expiresAt !== "number" || !/^[0-9a-f]{1,100}$/.test(token)) return null;
    return { name: name.slice(0, 100), token, expiresAt, device };
  } catch {
    return null;
  }
}

/** The current person, if theirs is a live turn on the device signed in now. */
function currentPerson(): StaffPerson | null {
  if (!staffPerson || staffPerson.expiresAt <= Date.now()) return null;
  return staffPerson.device === pb.authStore.record?.id ? staffPerson : null;
}

/** Sets or clears the person using this shared device (for this tab, until its turn ends). */
export function setStaffPerson(person: StaffPerson | null): void {
  const device = pb.authStore.record?.id ?? "";
  staffPerson = person && device ? { ...person, device } : null;
  try {
    if (staffPerson) sessionStorage.setItem(STAFF_PERSON_KEY, JSON.stringify(staffPerson));
    else sessionStorage.removeItem(STAFF_PERSON_KEY);
  } catch {
    // Storage refused (a private window's quota): the person stays for this page only.
  }
  for (const l of staffPersonListeners) l();
}

/** The person using this shared device ('' when nobody switched, or their turn expired). */
export function staffPersonName(): string {
  return currentPerson()?.name ?? "";
}

/** The current person's token ('' when nobody), for the calls that check their turn. */
export function currentPersonToken(): string {
  return currentPerson()?.token ?? "";
}

/**
 * The person is done (the Done button, or the device signs out): their turn ends on the server
 * too (POST /api/team/leave), then here. Fire and forget, like dropPinUnlock: a failed call leaves a
 * token that dies at its expiry and works only with this device's session.
 */
export function dropStaffPerson(): void {
  const person = currentPerson();
  const auth = pb.authStore.token;
  setStaffPerson(null);
  if (!person || !auth) return;
  fetch(`${API_URL}/api/team/leave`, {
    method: "POST",
    headers: { Authorization: auth, "X-Staff-Person": person.token },
    keepalive: true,
  }).catch((e: unknown) => console.error("Ending the person's turn failed", e));
}

/** Calls `listener` when the person changes; returns the unsubscribe. */
export function onStaffPersonChange(listener: () => void): () => void {
  staffPersonListeners.add(listener);
  return () => staffPersonListeners.delete(listener);
}

/** The public link of the venue whose guest page is open ("" elsewhere): sent as X-Venue. */
let guestVenue = "";

/**
 * Marks the guest page's venue: every API call then carries `X-Venue: {link}`, which a router in
 * front of several cells (docs/scaling.md) uses to reach the venue's cell. A single node ignores it.
 */
export function setGuestVenue(publicLink: string): void {
  guestVenue = publicLink.toLowerCase();
}

pb.beforeSend = (url, options) => {
  const headers: Record<string, string> = {
    ...(options.headers as Record<string, string>),
    "Accept-Language": "en-GB",
  };
  const unlock = getPinUnlock();
  if (unlock && !headers["X-Pin-Token"]) headers["X-Pin-Token"] = unlock.token;
  if (guestVenue && !headers["X-Venue"]) headers["X-Venue"] = guestVenue;
  const person = currentPerson();
  if (person && !headers["X-Staff-Person"]) headers["X-Staff-Person"] = person.token;
  options.headers = headers;
  return { url, options };
};

/** The value of header `name` (any case) in a request's headers, or ''. */
function headerOf(headers: unknown, name: string): string {
  if (!headers || typeof headers !== "object") return "";
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === name.toLowerCase()) return typeof value === "string" ? value : "";
  }
  return "";
}

/**
 * Ends the session the server has just refused (a 401 to a request sent with `sentToken`): the
 * owner is signed out wherever it is noticed, and every screen behind RequireOwner says so. A 401
 * to a request sent with an older token (the owner has signed in again since) or with none leaves
 * the current session alone.
 */
export function endRejectedSession(sentToken: string): void {
  if (!sentToken || sentToken !== pb.authStore.token) return;
  pinUnlock = null;
  pb.authStore.clear();
}

const AUTH_ANSWER = /\/api\/collections\/[^/?]+\/auth-(refresh|with-[a-z0-9]+)(\?|$)/;

/**
 * Every answer of the server passes here before the SDK hands it on: the one place where request
 * failures touch the session, so no screen can forget it.
 * - A 401 ends the session it was sent with (expired, revoked, or the account is gone).
 * - A sign-in or refresh answer whose body could not be read (the page unloading mid-answer, a
 *   connection cut) is refused: the SDK reads such a body as `{}` and would store that as a session
 *   without a token, signing the owner out with no 401 behind it (an owner page reloaded right
 *   after a refresh came up "Not logged in"). Refused, it is a failed request like a network drop.
 * - A refresh answer for a session that is no longer the current one (signed out or in again
 *   while it was on its way) is dropped instead of bringing the old session back.
 */
pb.afterSend = (response: Response, data: unknown, options?: { headers?: unknown }) => {
  const sentToken = headerOf(options?.headers, "Authorization");
  if (response.status === 401) endRejectedSession(sentToken);
  const auth = response.ok ? AUTH_ANSWER.exec(response.url) : null;
  if (auth) {
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token !== "string" || token === "") throw new Error("The sign-in answer could not be read.");
    if (auth[1] === "refresh" && sentToken !== pb.authStore.token)
      throw new Error("The session changed during its refresh.");
  }
  return data;
};

/** URL of a stored file, optionally a server-made thumbnail ("100x100", "50x50"). */
export function fileUrl(
  record: { collectionId: string; id: string },
  filename: string,
  thumb?: "100x100" | "50x50" | "480x320" | "720x240" | "360x120",
): string {
  if (!filename) return "";
  const base = `${API_URL}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}
