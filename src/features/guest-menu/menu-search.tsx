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
  return (
    <div className="menu-search" role="search">
      <input
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
