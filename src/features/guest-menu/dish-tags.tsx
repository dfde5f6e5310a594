import { toAllergens, toDietaryTags } from "../../domain/dietary";
import { useWords } from "./guest-words";

/**
 * A dish's dietary tags and allergens as text (never icons alone), e.g.
 * "Vegetarian · Spicy" and "Contains: Milk, Eggs". Nothing when the venue declared none.
 */
export function DishTags({
  allergens = [],
  dietary = [],
}: {
  allergens?: readonly string[];
  dietary?: readonly string[];
}) {
  const { t } = useWords();
  // Known keys only, in the canonical order (the server keeps the order they were ticked in).
  const shownAllergens = toAllergens(allergens);
  const shownDietary = toDietaryTags(dietary);
  if (!shownAllergens.length && !shownDietary.length) return null;
  return (
    <div className="dish-tags">
      {shownDietary.length > 0 && (
        <ul className="dish-diet" aria-label={t("dietary")}>
          {shownDietary.map((k) => (
            <li key={k} className={`dish-diet-tag diet-${k}`}>
              {t(`diet.${k}`)}
            </li>
          ))}
        </ul>
      )}
      {shownAllergens.length > 0 && (
        <p className="dish-allergens">
          <span className="dish-allergens-label">{t("contains")}</span>
          {/* One text node: the server-rendered guest page writes this markup by hand. */}
          {` ${shownAllergens.map((a) => t(`allergen.${a}`)).join(", ")}`}
        </p>
      )}
    </div>
  );
}
