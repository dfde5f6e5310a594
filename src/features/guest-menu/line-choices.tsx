import { formatMoney } from "../../domain/money";
import type { LineChoice } from "../../domain/line-choices";

/**
 * A line's extras, options and size with their prices, under its title on the group cart, the bill
 * and the receipt ("Extra cheese +1.20", "Large 4.50"): what makes the line cost what it does.
 */
export function LineChoices({ choices, currency }: { choices?: readonly LineChoice[]; currency: string }) {
  if (!choices?.length) return null;
  return (
    <ul className="line-choices">
      {choices.map((c, i) => (
        <li key={i}>
          {c.name}
          {c.size
            ? ` ${formatMoney(c.cents / 100, currency)}`
            : c.cents
              ? ` +${formatMoney(c.cents / 100, currency)}`
              : ""}
        </li>
      ))}
    </ul>
  );
}
