// URL shapes of the product (docs/owner-screens.md#routes). Pure: no router, no DOM.

/** First path segments that belong to the app itself; never a venue's public link. */
export const APP_SEGMENTS = [
  "login", "register", "orders", "finished-orders", "tablesqr", "storage", "editmenu",
  "settings", "help", "api", "_", "assets", "supportemail", "admin", "static", "public",
] as const;

export interface GuestPath {
  publicLink: string;
  tableNumber: string;
}

/** The venue and table of a guest menu URL `/{publicLink}/{tableNumber}`, or null for any other path. */
export function matchGuestPath(pathname: string): GuestPath | null {
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length !== 2) return null;
  const [publicLink, tableNumber] = parts.map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  if ((APP_SEGMENTS as readonly string[]).includes(publicLink.toLowerCase())) return null;
  return { publicLink, tableNumber };
}

/** The guest menu URL of a venue's table (what its QR code encodes). */
export function guestMenuUrl(origin: string, publicLink: string, tableNumber: number | string): string {
  return `${origin.replace(/\/+$/, "")}/${encodeURIComponent(publicLink)}/${encodeURIComponent(String(tableNumber))}`;
}
