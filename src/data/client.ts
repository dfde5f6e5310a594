import PocketBase, { ClientResponseError, LocalAuthStore } from "pocketbase";
import { API_URL, SESSION_KEY, guestVenueLink } from "./api-url";
import { clientLoaded } from "./lazy-client";

export { API_URL, SESSION_KEY, fileUrl, setGuestVenue } from "./api-url";

/**
 * The single PocketBase client of the app. Only src/data imports 'pocketbase'. The owner app
 * imports this module; the guest page loads it after its first render (src/data/lazy-client.ts).
 */
export const pb = new PocketBase(API_URL, new LocalAuthStore(SESSION_KEY));

// Screens decide themselves when a request is obsolete; the SDK must not cancel "duplicates".
pb.autoCancellation(false);

clientLoaded({ pb, ResponseError: ClientResponseError });

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
 * Headers the signed-in screens add to every request: a shared device's person (staff-person.ts,
 * kept out of the guest page's download).
 */
let signedInHeaders: () => Record<string, string> = () => ({});

/** Sets what signedInHeaders gives (data/staff-person.ts, when it loads). */
export function setSignedInHeaders(headersNow: () => Record<string, string>): void {
  signedInHeaders = headersNow;
}

pb.beforeSend = (url, options) => {
  const headers: Record<string, string> = {
    ...(options.headers as Record<string, string>),
    "Accept-Language": "en-GB",
  };
  const unlock = getPinUnlock();
  if (unlock && !headers["X-Pin-Token"]) headers["X-Pin-Token"] = unlock.token;
  const guestVenue = guestVenueLink();
  if (guestVenue && !headers["X-Venue"]) headers["X-Venue"] = guestVenue;
  for (const [name, value] of Object.entries(signedInHeaders())) if (!headers[name]) headers[name] = value;
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
