import { formatMoney } from "../../domain/money";
import { OptionGroupFields } from "../../components/option-group-fields";
import type { MenuDish } from "../../data/menu";
import type { useDishChoices } from "./use-dish-choices";

/** A dish's option groups, its extras to tick, and what a required group still misses. */
export function DishChoiceFields({
  dish,
  currency,
  choices,
}: {
  dish: MenuDish;
  currency: string;
  choices: ReturnType<typeof useDishChoices>;
}) {
  const extras = Object.entries(dish.modifiers);
  return (
    <>
      {choices.groups.length > 0 && (
        <OptionGroupFields
          groups={choices.groups}
          chosen={choices.options}
          currency={currency}
          onChange={choices.choose}
        />
      )}
      {extras.length > 0 && (
        <fieldset className="modifiers">
          <legend>Extras</legend>
          {extras.map(([name, price]) => (
            <label key={name} className="modifier">
              <input
                type="checkbox"
                checked={choices.isTicked(name)}
                onChange={(e) => choices.tick(name, e.target.checked)}
              />
              <span>{name}</span>
              <span className="modifier-price">+{formatMoney(price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {choices.missing && (
        <p className="form-error" role="alert">
          {choices.missing}
        </p>
      )}
    </>
  );
}
