import { fileUrl } from "../../data/api-url";
import type { MenuVenue } from "../../data/menu";

/** Screens up to this width get the phone-sized cover (pb_hooks/lib/menu/guest-page.js uses the same). */
export const COVER_PHONE_MEDIA = "(max-width: 720px)";

/**
 * The venue's cover picture above the menu's header (docs/storefront.md#cover-picture): a server
 * thumbnail, never the original upload; 360x120 on a phone whatever its pixel density (a slow
 * network's first paint waits for it: it is the largest thing on the first screen), 720x240 on
 * wider screens. Decorative, so no alt text (the header names the venue). Fetched first (the page's
 * <head> preloads it). The server renders the same markup.
 */
export function VenueCover({ venue }: { venue: MenuVenue }) {
  if (!venue.cover) return null;
  return (
    <picture>
      <source media={COVER_PHONE_MEDIA} srcSet={fileUrl(venue, venue.cover, "360x120")} />
      <img
        className="guest-cover"
        src={fileUrl(venue, venue.cover, "720x240")}
        alt=""
        width={720}
        height={240}
        fetchPriority="high"
      />
    </picture>
  );
}
