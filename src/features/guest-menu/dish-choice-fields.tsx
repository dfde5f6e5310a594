import { useEffect, useRef } from "react";
import { formatMoney } from "../../domain/money";
import { OptionGroupFields } from "../../components/option-group-fields";
import type { MenuDish } from "../../data/menu";
import type { useDishChoices } from "./use-dish-choices";
import { useWords } from "./guest-words";

/**
 * A dish's option groups and its extras to tick. When Add finds a required group unchosen, that
 * group is scrolled into view and its first choice focused (the message itself is by Add).
 */
export function DishChoiceFields({
  dish,
  currency,
  choices,
}: {
  dish: MenuDish;
  currency: string;
  choices: ReturnType<typeof useDishChoices>;
}) {
  const { t } = useWords();
  const ref = useRef<HTMLDivElement>(null);
  const extras = Object.entries(dish.modifiers);
  const missingIndex = choices.missing?.index ?? -1;
  useEffect(() => {
    if (missingIndex < 0) return;
    const group = ref.current?.querySelectorAll<HTMLElement>("fieldset.option-group")[missingIndex];
    if (!group) return;
    group.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    group.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
  }, [missingIndex, choices.missingAttempt]);
  return (
    <div ref={ref} className="dish-choices">
      {choices.groups.length > 0 && (
        <OptionGroupFields
          groups={choices.groups}
          chosen={choices.options}
          currency={currency}
          onChange={choices.choose}
          missing={missingIndex}
          words={{
            required: t("required"),
            requiredRange: (min, max) => t("requiredRange", { min, max }),
            upTo: (max) => t("upTo", { max }),
            soldOut: t("soldOut"),
          }}
        />
      )}
      {extras.length > 0 && (
        <fieldset className="modifiers">
          <legend>{t("extras")}</legend>
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
    </div>
  );
}
