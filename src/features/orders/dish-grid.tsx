import { useId, useState } from "react";
import type { DishOption } from "../../domain/orders";
import { formatMoney } from "../../domain/money";
import { listPrice } from "../../domain/option-groups";
import { MAX_QUERY_LENGTH, matchesQuery, normalizeQuery } from "../../domain/menu-search";

interface Section {
  title: string;
  order: number;
  dishes: DishOption[];
}

/** The dishes by category in the menu's order (dishes by title within one), uncategorised last. */
function sections(dishes: readonly DishOption[]): Section[] {
  const byTitle = new Map<string, Section>();
  for (const d of dishes) {
    const title = d.category?.title ?? "Other";
    const s = byTitle.get(title) ?? { title, order: d.category?.order ?? Number.MAX_SAFE_INTEGER, dishes: [] };
    s.dishes.push(d);
    byTitle.set(title, s);
  }
  return [...byTitle.values()].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/**
 * Staff order entry's dish picker (docs/ordering.md#staff-orders): a search field and the dishes as
 * tiles by category, as a till shows them; a dish the server would refuse now says why and cannot
 * be picked. Picking a dish without choices adds it; one with extras or option groups opens them.
 */
export function DishGrid({
  dishes,
  currency,
  chosenId,
  unavailable,
  onPick,
}: {
  dishes: readonly DishOption[];
  currency: string;
  chosenId: string;
  unavailable: (d: DishOption) => string;
  onPick: (d: DishOption) => void;
}) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const normalized = normalizeQuery(query);
  const shown = sections(dishes.filter((d) => matchesQuery({ title: d.title, description: "" }, normalized)));
  return (
    <div className="dish-grid">
      <label htmlFor={searchId} className="dish-grid-search-label">
        Find a dish
      </label>
      <input
        id={searchId}
        className="input dish-grid-search"
        type="search"
        placeholder="Dish name"
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 && (
        <p className="empty">{dishes.length === 0 ? "No dishes on the menu yet." : `No dish matches "${query}".`}</p>
      )}
      {shown.map((s) => (
        <section key={s.title} className="dish-grid-section" aria-label={s.title}>
          <h3>{s.title}</h3>
          <ul className="dish-grid-items" aria-label={s.title}>
            {s.dishes.map((d) => {
              const why = unavailable(d);
              const price = listPrice(d.price, d.optionGroups);
              return (
                <li key={d.id}>
                  <button
                    type="button"
                    className="dish-tile"
                    aria-pressed={d.id === chosenId}
                    disabled={!!why}
                    onClick={() => onPick(d)}
                  >
                    <span className="dish-tile-title">{d.title}</span>{" "}
                    <span className="dish-tile-price">
                      {price.from ? "from " : ""}
                      {formatMoney(price.price, currency)}
                    </span>{" "}
                    {why && <span className="dish-tile-why">{why}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
