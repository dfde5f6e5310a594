import { allergenLabel, dietaryLabel } from "../../domain/dietary";

/**
 * Issue 14: a dish's dietary tags and allergens as text (never icons alone), e.g.
 * "Vegetarian · Spicy" and "Contains: Milk, Eggs". Nothing when the venue declared none.
 */
export function DishTags({
  allergens = [],
  dietary = [],
}: {
  allergens?: readonly string[];
  dietary?: readonly string[];
}) {
  if (!allergens.length && !dietary.length) return null;
  return (
    <div className="dish-tags">
      {dietary.length > 0 && (
        <ul className="dish-diet" aria-label="Dietary">
          {dietary.map((k) => (
            <li key={k} className={`dish-diet-tag diet-${k}`}>
              {dietaryLabel(k)}
            </li>
          ))}
        </ul>
      )}
      {allergens.length > 0 && (
        <p className="dish-allergens">
          <span className="dish-allergens-label">Contains:</span> {allergens.map(allergenLabel).join(", ")}
        </p>
      )}
    </div>
  );
}
