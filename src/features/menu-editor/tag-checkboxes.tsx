import { ALLERGENS, DIETARY_TAGS } from "../../domain/dietary";

/**
 * The dish's allergens (the EU's 14) and dietary tags as two groups of checkboxes,
 * read by the form with FormData.getAll("allergens") / getAll("dietary").
 */
export function TagCheckboxes({
  idPrefix,
  allergens,
  dietary,
}: {
  idPrefix: string;
  allergens: readonly string[];
  dietary: readonly string[];
}) {
  return (
    <>
      <fieldset className="tag-checks">
        <legend>Allergens</legend>
        {ALLERGENS.map(([key, label]) => (
          <label key={key} className="inline-check" htmlFor={`${idPrefix}-allergen-${key}`}>
            <input
              id={`${idPrefix}-allergen-${key}`}
              type="checkbox"
              name="allergens"
              value={key}
              defaultChecked={allergens.includes(key)}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="tag-checks">
        <legend>Dietary</legend>
        {DIETARY_TAGS.map(([key, label]) => (
          <label key={key} className="inline-check" htmlFor={`${idPrefix}-diet-${key}`}>
            <input
              id={`${idPrefix}-diet-${key}`}
              type="checkbox"
              name="dietary"
              value={key}
              defaultChecked={dietary.includes(key)}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
