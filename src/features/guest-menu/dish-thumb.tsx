import { useRef } from "react";
import { fileUrl } from "../../data/api-url";
import { useNearScreen } from "./use-near-screen";

/**
 * A dish photo as a server-made thumbnail, or a placeholder with the dish's initial. The photo is
 * requested only when it nears the screen (use-near-screen.ts); until then the <img> has no source
 * and its fixed box shows the brand's light colour, so nothing moves when it arrives. The server
 * renders the same element without a source (pb_hooks/lib/menu/guest-page.js).
 */
export function DishThumb({
  dish,
  size,
}: {
  dish: { id: string; collectionId: string; photo: string; title: string };
  size: "100x100" | "50x50";
}) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearScreen(ref);
  const px = size === "100x100" ? 100 : 50;
  if (!dish.photo) {
    return (
      <span className={`thumb thumb-${px} thumb-placeholder`} aria-hidden="true">
        {dish.title.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={`thumb thumb-${px}`}
      src={near ? fileUrl(dish, dish.photo, size) : undefined}
      alt=""
      width={px}
      height={px}
      decoding="async"
    />
  );
}
