import { formatMoney } from "../../domain/money";
import type { DishOption } from "../../domain/orders";

/** The chosen dish's extras as checkboxes in the order editor; nothing when it has none. */
export function ExtrasPicker({
  dish,
  chosen,
  currency,
  onChange,
}: {
  dish: DishOption;
  chosen: string[];
  currency: string;
  onChange: (names: string[]) => void;
}) {
  const names = Object.keys(dish.modifiers ?? {});
  if (!names.length) return null;
  return (
    <fieldset className="edit-extras">
      <legend>Extras for {dish.title}</legend>
      {names.map((n) => (
        <label key={n} className="edit-extra">
          <input
            type="checkbox"
            checked={chosen.includes(n)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, n] : chosen.filter((x) => x !== n))}
          />
          <span className="edit-extra-name">{n}</span>
          <span className="edit-extra-price">+{formatMoney(dish.modifiers?.[n] ?? 0, currency)}</span>
        </label>
      ))}
    </fieldset>
  );
}
