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
  fetch(`${API_URL}/api/pin/lock`, { method: "POST", headers: { "X-Pin-Token": token }, keepalive: true }).catch((e: unknown) =>
    console.error("PIN lock failed", e),
  );
}

/** The current PIN unlock token, or null when locked or expired. */
export function getPinUnlock(): { token: string; expiresAt: number } | null {
  return pinUnlock && pinUnlock.expiresAt > Date.now() ? pinUnlock : null;
}

pb.beforeSend = (url, options) => {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>), "Accept-Language": "en-GB" };
  const unlock = getPinUnlock();
  if (unlock && !headers["X-Pin-Token"]) headers["X-Pin-Token"] = unlock.token;
  options.headers = headers;
  return { url, options };
};

/** URL of a stored file, optionally a server-made thumbnail ("100x100", "50x50"). */
export function fileUrl(
  record: { collectionId: string; id: string },
  filename: string,
  thumb?: "100x100" | "50x50",
): string {
  if (!filename) return "";
  const base = `${API_URL}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}
