import { fileUrl } from "../../data/client";

/** A dish photo as a server-made thumbnail (lazy), or a placeholder with the dish's initial. */
export function DishThumb({
  dish,
  size,
}: {
  dish: { id: string; collectionId: string; photo: string; title: string };
  size: "100x100" | "50x50";
}) {
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
      className={`thumb thumb-${px}`}
      src={fileUrl(dish, dish.photo, size)}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
    />
  );
}
