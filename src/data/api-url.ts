// Where the app's requests go, without the SDK: the guest page's first download reads these
// (file URLs, the venue's routing header) and loads the SDK only after its first render
// (src/data/lazy-client.ts, docs/guest-page.md#guest-download).

/** Local-storage key of the owner session (token + user model). */
export const SESSION_KEY = "draft_session";

/** API origin: same origin in production (PocketBase serves the app); overridable for dev. */
export const API_URL: string =
  (import.meta.env.VITE_PB_URL as string | undefined) ||
  (typeof window !== "undefined" ? window.location.origin : "http://127.0.0.1:8090");

/** The public link of the venue whose guest page is open ("" elsewhere): sent as X-Venue. */
let guestVenue = "";

/**
 * Marks the guest page's venue: every API call then carries `X-Venue: {link}`, which a router in
 * front of several cells (docs/scaling.md) uses to reach the venue's cell. A single node ignores it.
 */
export function setGuestVenue(publicLink: string): void {
  guestVenue = publicLink.toLowerCase();
}

/** The venue marked by setGuestVenue ("" when none): the client's beforeSend adds it as X-Venue. */
export function guestVenueLink(): string {
  return guestVenue;
}

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
