import { fileUrl } from "../../data/client";
import type { MenuVenue } from "../../data/menu";

/**
 * The venue's cover picture above the menu's header (docs/storefront.md#cover-picture): a server
 * thumbnail (360x120 or 720x240 by the screen), never the original upload; decorative, so no alt
 * text (the header names the venue). Fetched first (it is the largest thing in the first paint,
 * its LCP). The server renders the same markup.
 */
export function VenueCover({ venue }: { venue: MenuVenue }) {
  if (!venue.cover) return null;
  return (
    <img
      className="guest-cover"
      src={fileUrl(venue, venue.cover, "720x240")}
      srcSet={`${fileUrl(venue, venue.cover, "360x120")} 360w, ${fileUrl(venue, venue.cover, "720x240")} 720w`}
      sizes="(max-width: 720px) 100vw, 720px"
      alt=""
      width={720}
      height={240}
      fetchPriority="high"
    />
  );
}
