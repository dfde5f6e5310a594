import { picks, shownName, type ChosenOptions, type OptionGroup } from "../domain/option-groups";
import { formatMoney } from "../domain/money";

/** The fields' own words (the guest page passes its language's; English by default). */
export interface OptionGroupWords {
  required: string;
  requiredRange: (min: number, max: number) => string;
  upTo: (max: number) => string;
  soldOut: string;
}

const ENGLISH: OptionGroupWords = {
  required: "required",
  requiredRange: (min, max) => `required, ${min} to ${max}`,
  upTo: (max) => `up to ${max}`,
  soldOut: "(sold out)",
};

/**
 * The choices of a dish's option groups in the guest's modal
 * (docs/menu-and-serving-windows.md#option-groups): a one-of group is a set of radio buttons,
 * an up-to-N group check boxes (the rest turn off at N); sold-out choices are shown but off.
 */
export function OptionGroupFields({
  groups,
  chosen,
  currency,
  onChange,
  missing = -1,
  words = ENGLISH,
}: {
  groups: OptionGroup[];
  chosen: ChosenOptions;
  currency: string;
  onChange: (chosen: ChosenOptions) => void;
  /** The index of the group Add found unchosen (-1: none): marked until a choice is made. */
  missing?: number;
  words?: OptionGroupWords;
}) {
  return (
    <>
      {groups.map((g, gi) => {
        const picked = picks(chosen, g.name);
        // Radio buttons only where one choice is required: an optional one can be unticked.
        const one = g.max === 1 && (g.size === true || g.min >= 1);
        const rule =
          g.size || g.min > 0 ? (one ? words.required : words.requiredRange(g.min, g.max)) : words.upTo(g.max);
        return (
          <fieldset key={g.name} className={`modifiers option-group${gi === missing ? " is-missing" : ""}`}>
            <legend>
              {shownName(g)} <span className="option-rule">({rule})</span>
            </legend>
            {g.choices.map((c) => {
              const on = picked.includes(c.name);
              const full = !one && !on && picked.length >= g.max;
              const set = (checked: boolean) => {
                const next = one
                  ? checked
                    ? [c.name]
                    : []
                  : checked
                    ? [...picked, c.name]
                    : picked.filter((n) => n !== c.name);
                onChange({ ...chosen, [g.name]: next });
              };
              return (
                <label key={c.name} className="modifier">
                  <input
                    type={one ? "radio" : "checkbox"}
                    name={`option-group-${gi}`}
                    checked={on}
                    disabled={c.soldOut || full}
                    onChange={(e) => set(e.target.checked)}
                  />
                  <span>
                    {shownName(c)}
                    {c.soldOut ? ` ${words.soldOut}` : ""}
                  </span>
                  <span className="modifier-price">
                    {g.size ? formatMoney(c.price, currency) : c.price > 0 ? `+${formatMoney(c.price, currency)}` : ""}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
