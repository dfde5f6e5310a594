import { useSyncExternalStore } from "react";
import {
  ALLERGENS,
  isDietFilterActive,
  NO_DIET_FILTER,
  type Allergen,
  type DietFilter as Filter,
} from "../../domain/dietary";
import { useWords } from "./guest-words";

/**
 * "Hide dishes with ..." (the EU's 14 allergens) and "only vegetarian / vegan", folded
 * away until opened (open by itself when a saved filter is on, so hidden dishes never surprise).
 */
export function DietFilter({
  filter,
  hiddenCount,
  onChange,
}: {
  filter: Filter;
  hiddenCount: number;
  onChange: (f: Filter) => void;
}) {
  // Client-only: a server-rendered page hydrates without it (the server cannot know the saved
  // filter), and it appears right after; a page rendered in the browser shows it at once.
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { t } = useWords();
  const isActive = isDietFilterActive(filter);
  const toggle = (a: Allergen, on: boolean) =>
    onChange({ ...filter, hide: on ? [...filter.hide, a] : filter.hide.filter((x) => x !== a) });
  if (!isClient) return null;
  return (
    <details className="diet-filter" open={isActive || undefined}>
      <summary>
        {t("dietFilter")}
        {isActive ? ` ${hiddenCount === 1 ? t("dietFilterOnOne") : t("dietFilterOn", { count: hiddenCount })}` : ""}
      </summary>
      <fieldset className="diet-only">
        <legend>{t("dietShow")}</legend>
        {(
          [
            ["", t("dietAll")],
            ["vegetarian", t("dietOnlyVegetarian")],
            ["vegan", t("dietOnlyVegan")],
          ] as const
        ).map(([value, label]) => (
          <label key={value || "all"} className="diet-choice">
            <input
              type="radio"
              name="diet-only"
              value={value}
              checked={filter.only === value}
              onChange={() => onChange({ ...filter, only: value })}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="diet-hide">
        <legend>{t("dietHide")}</legend>
        {ALLERGENS.map(([key]) => (
          <label key={key} className="diet-choice">
            <input
              type="checkbox"
              checked={filter.hide.includes(key)}
              onChange={(e) => toggle(key, e.target.checked)}
            />{" "}
            {t(`allergen.${key}`)}
          </label>
        ))}
      </fieldset>
      <p className="diet-note">{t("dietNote")}</p>
      {isActive && (
        <button type="button" className="button secondary small" onClick={() => onChange(NO_DIET_FILTER)}>
          {t("dietClear")}
        </button>
      )}
    </details>
  );
}

function noSubscription(): () => void {
  return () => {};
}
