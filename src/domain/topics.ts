// Realtime topics: the names the app subscribes to and the server publishes on and authorises
// (pb_hooks/lib/realtime/realtime.js, through pb_hooks/lib/shared/domain.js). Each names a venue or a guest's token.

/** What an owner screen follows of its own venue: `venue/{venueId}/{kind}`. */
export const VENUE_TOPIC_KINDS = ["orders", "finished", "tables", "storage", "menu", "visits", "print"] as const;
export type VenueTopicKind = (typeof VENUE_TOPIC_KINDS)[number];

/** The owner's topic of `kind` for the venue `venueId` (owner only). */
export function venueTopicName(venueId: string, kind: VenueTopicKind): string {
  return `venue/${venueId}/${kind}`;
}

/** The orders sent with a guest token (the token is the secret). */
export function guestTopicName(token: string): string {
  return `guest/${token}`;
}

/** A table visit's cart, bill and state, for one member (the member's guest token is the secret). */
export function visitTopicName(visitId: string, token: string): string {
  return `visit/${visitId}/${token}`;
}

/** A venue's public menu changes (open guest menus). */
export function menuTopicName(venueId: string): string {
  return `menu/${venueId}`;
}

/** A guest token: 24 to 100 letters, digits, '-' or '_' (the browser makes 32). */
export function isGuestToken(token: unknown): boolean {
  return typeof token === "string" && /^[A-Za-z0-9_-]{24,100}$/.test(token);
}
