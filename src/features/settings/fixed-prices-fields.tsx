import { useState } from "react";
import type { Dish } from "../../domain/menu";
import { formatMoney } from "../../domain/money";
import { Spinner } from "../../components/ui/spinner";

/** Cents of a typed price ("9.9", "9,90"); NaN when it is not one. */
function centsOf(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d{0,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

/**
 * The fixed prices of a new price list (docs/tax-and-receipts.md#price-lists): pick a dish, type its
 * price for the window, add it; each added dish can be removed. `dishes` null: still loading.
 */
export function FixedPricesFields({
  dishes,
  currency,
  fixed,
  onChange,
}: {
  dishes: Dish[] | null;
  currency: string;
  fixed: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
}) {
  const [dishId, setDishId] = useState("");
  const [price, setPrice] = useState("");
  const [problem, setProblem] = useState("");
  if (dishes === null) return <Spinner label="Loading the dishes" />;
  if (dishes.length === 0) return <p className="empty">No dishes yet: add them in the menu editor first.</p>;
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const titleOf = (id: string) => dishes.find((d) => d.id === id)?.title ?? "A dish no longer on the menu";

  function add() {
    const cents = centsOf(price);
    if (!dishId) return setProblem("Choose a dish.");
    if (!Number.isFinite(cents)) return setProblem("Type the dish's price, for example 9.90.");
    setProblem("");
    onChange({ ...fixed, [dishId]: cents });
    setPrice("");
  }

  const entries = Object.entries(fixed);
  return (
    <fieldset className="fixed-prices">
      <legend>Fixed prices</legend>
      {entries.length === 0 ? (
        <p className="muted">No dish added yet.</p>
      ) : (
        <ul className="price-lists" aria-label="Dishes at a fixed price">
          {entries.map(([id, cents]) => (
            <li key={id}>
              <span>
                {titleOf(id)}: {money(cents)}
              </span>{" "}
              <button
                type="button"
                className="button button-secondary small"
                onClick={() => onChange(Object.fromEntries(entries.filter(([k]) => k !== id)))}
              >
                Remove<span className="visually-hidden"> {titleOf(id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="fixed-price-row">
        <label className="field">
          <span>Dish</span>
          <select value={dishId} onChange={(e) => setDishId(e.target.value)}>
            <option value="">Choose a dish</option>
            {dishes.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title} ({money(Math.round(d.price * 100))})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Price in the window</span>
          <input
            inputMode="decimal"
            value={price}
            placeholder="9.90"
            onChange={(e) => setPrice(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <button type="button" className="button secondary" onClick={add}>
          Add dish
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
