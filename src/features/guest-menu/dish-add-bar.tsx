import { formatMoney } from "../../domain/money";
import { MAX_COUNT } from "../../domain/cart";
import type { MenuDish } from "../../data/menu";
import type { useDishChoices } from "./use-dish-choices";
import { useWords } from "./guest-words";

/** What a required group still misses, in the page's words (by the Add buttons, so always in view). */
export function MissingChoiceAlert({ choices }: { choices: ReturnType<typeof useDishChoices> }) {
  const { t } = useWords();
  const m = choices.missing;
  if (!m) return null;
  return (
    <p className="form-error dish-missing" role="alert">
      {m.need === "choose"
        ? t("choose", { name: m.name })
        : m.need === "atLeast"
          ? t("chooseAtLeast", { name: m.name, min: m.min })
          : t("chooseAtMost", { name: m.name, max: m.max })}
    </p>
  );
}

/**
 * The dish sheet's (and a dish with option groups') one Add: the quantity stepper and 'Add to
 * order' with the running price of what it adds (docs/storefront.md#dish-sheet).
 */
export function DishAddBar({
  dish,
  currency,
  choices,
}: {
  dish: MenuDish;
  currency: string;
  choices: ReturnType<typeof useDishChoices>;
}) {
  const { t } = useWords();
  const price = formatMoney(choices.total, currency);
  return (
    <>
      <MissingChoiceAlert choices={choices} />
      <div className="stepper dish-count" role="group" aria-label={t("quantity")}>
        <button
          type="button"
          className="step"
          disabled={choices.count <= 1}
          onClick={() => choices.setCount(choices.count - 1)}
          aria-label={t("oneLessOf", { title: dish.title })}
        >
          −
        </button>
        <span className="step-count" aria-live="polite">
          {choices.count}
        </span>
        <button
          type="button"
          className="step"
          disabled={choices.count >= MAX_COUNT}
          onClick={() => choices.setCount(choices.count + 1)}
          aria-label={t("oneMoreOf", { title: dish.title })}
        >
          +
        </button>
      </div>
      <button type="button" className="button dish-add" onClick={() => choices.add(true)}>
        <span>{t("addToOrder")}</span>{" "}
        <span className="dish-add-price">{choices.isFrom ? t("fromPrice", { price }) : price}</span>
      </button>
    </>
  );
}
