import { useEffect, useRef, type MouseEvent } from "react";
import type { MenuCategory } from "../../data/menu";
import { useWords } from "./guest-words";

/** The id of a category's section heading (the bar's links point at it). */
export function categoryHeadingId(categoryId: string): string {
  return `cat-${categoryId}`;
}

/**
 * The sticky bar of categories under the header (docs/storefront.md#category-bar): a link per
 * category with dishes shown, the one being read marked (it follows the scroll), a tap jumps there
 * and moves the focus to its heading. Scrolls sideways on a narrow phone. The server renders the
 * same markup (pb_hooks/lib/menu/guest-page.js), with the first category marked.
 */
export function CategoryBar({
  categories,
  active,
  onJump,
}: {
  categories: readonly MenuCategory[];
  active: string | null;
  onJump: (categoryId: string) => void;
}) {
  const { t } = useWords();
  const listRef = useRef<HTMLUListElement>(null);
  // Keep the marked link in view inside the bar as the page scrolls.
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-category="${CSS.escape(active)}"]`) : null;
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [active]);
  if (categories.length < 2) return null;
  const jump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    onJump(id);
  };
  return (
    <nav className="category-bar" aria-label={t("categories")}>
      <ul ref={listRef}>
        {categories.map((c) => (
          <li key={c.id}>
            <a
              href={`#${categoryHeadingId(c.id)}`}
              data-category={c.id}
              aria-current={c.id === active ? "true" : undefined}
              onClick={(e) => jump(e, c.id)}
            >
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
