// URL shapes of the product (docs/owner-screens.md#routes). Pure: no router, no DOM.
// The one place for them: the router, the navigation, every link, and the server's reserved public
// links (pb_hooks/lib/shared/slug.js, through pb_hooks/lib/shared/domain.js) read them from here.

/** The app's own pages. */
export const PATHS = {
  home: "/",
  login: "/login",
  register: "/register",
  orders: "/orders",
  finishedOrders: "/finished-orders",
  tables: "/tablesqr",
  storage: "/storage",
  editMenu: "/editmenu",
  settings: "/settings",
  help: "/help",
  /** The kitchen display (full screen, outside the shell). */
  kitchen: "/kitchen",
  /** The counter's takeaway pickup screen (full screen, outside the shell; docs/takeaway.md). */
  pickup: "/pickup",
} as const;

/** A page's path as the router's child route path ('/orders' -> 'orders'). */
export function routeSegment(path: string): string {
  return path.replace(/^\/+/, "");
}

/** The pages of the shell (every page but home and the kitchen display), in navigation order. */
const SHELL_PAGES = [
  PATHS.login,
  PATHS.register,
  PATHS.orders,
  PATHS.finishedOrders,
  PATHS.tables,
  PATHS.storage,
  PATHS.editMenu,
  PATHS.settings,
  PATHS.help,
] as const;

/** First path segments the server answers itself (its API, admin UI, files and the built assets). */
const SERVER_SEGMENTS = ["api", "_", "assets", "supportemail", "admin", "static", "public"] as const;

/**
 * First path segments that belong to the app itself; never a venue's public link (registration
 * skips them, a change to one is refused). The kitchen display is not among them: it is a
 * one-segment page and a guest menu has two, so a venue called "kitchen" clashes with nothing.
 */
export const APP_SEGMENTS: readonly string[] = [...SHELL_PAGES.map(routeSegment), ...SERVER_SEGMENTS];

/** Whether `link` is one of the app's own first segments (any case): never a venue's public link. */
export function isReservedLink(link: string): boolean {
  return APP_SEGMENTS.includes(String(link).toLowerCase());
}

/** Most characters of a public link. */
export const PUBLIC_LINK_MAX = 40;

/** The shape of a public link: lower-case letters and digits in groups joined by single dashes. */
export const PUBLIC_LINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `link` has the shape of a public link (1 to PUBLIC_LINK_MAX characters of PUBLIC_LINK_PATTERN). */
export function isPublicLinkShape(link: string): boolean {
  return link.length <= PUBLIC_LINK_MAX && PUBLIC_LINK_PATTERN.test(link);
}

/**
 * A candidate public link from any text (e.g. the part of an email before @): lower-case letters
 * and digits, every other run of characters one dash, at most 34 characters (room for '-9999'),
 * 'venue' when nothing is left.
 */
export function slugify(text: string): string {
  const s = String(text || "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 34)
    .replace(/-+$/g, "");
  return s || "venue";
}

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
  if (isReservedLink(publicLink)) return null;
  return { publicLink, tableNumber };
}
