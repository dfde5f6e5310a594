import { useLayoutEffect, useRef } from "react";
import { MAX_QUERY_LENGTH } from "../../domain/menu-search";
import { useWords } from "./guest-words";

/**
 * The guest menu's search field (docs/storefront.md#search), shown once the menu is long: it
 * filters the dishes by title and description as the guest types; the count of matches is
 * announced to screen readers. The server renders the same markup (empty) for long menus.
 */
export function MenuSearch({
  query,
  matches,
  onChange,
}: {
  query: string;
  matches: number;
  onChange: (query: string) => void;
}) {
  const { t } = useWords();
  const hasQuery = query.trim() !== "";
  const ref = useRef<HTMLInputElement>(null);
  // The list shrinks as the guest types, and the page with it: keep the field itself in view.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || document.activeElement !== input) return;
    const box = input.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) input.scrollIntoView?.({ block: "nearest" });
  }, [query]);
  return (
    <div className="menu-search" role="search">
      <input
        ref={ref}
        type="search"
        className="menu-search-input"
        aria-label={t("searchDishes")}
        placeholder={t("searchDishes")}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="visually-hidden" role="status">
        {hasQuery ? (matches === 1 ? t("oneDishFound") : t("dishesFound", { count: matches })) : ""}
      </p>
    </div>
  );
}
