import { useEffect, useState } from "react";
import { isOwnerPreview } from "../../data/guest-orders";

/**
 * Whether the venue's owner is signed in in this browser (their guest menu is a preview). Known
 * once the SDK and its stored session are in, after the first render (docs/guest-page.md#guest-download):
 * false until then, as for every guest.
 */
export function useOwnerPreview(venueId: string): boolean {
  const [isPreview, setPreview] = useState(false);
  useEffect(() => {
    let alive = true;
    isOwnerPreview(venueId).then(
      (preview) => alive && setPreview(preview),
      (e: unknown) => console.error("owner preview check failed", e),
    );
    return () => {
      alive = false;
    };
  }, [venueId]);
  return isPreview;
}
