import type { Language } from "../../domain/languages";
import { missingGroupLanguages } from "../../domain/translations";
import { fromDrafts, type GroupDraft } from "./group-drafts";
import { GroupTranslations } from "./group-translations";

/**
 * One option group of a dish in the editor (docs/menu-and-serving-windows.md#option-groups), a card
 * of the one "Choices for guests" list: its name, the rule (min and max choices, or a size: one
 * of, replacing the price) and its ordered choices with an extra price and a sold-out switch.
 */
export function OptionGroupCard({
  idPrefix,
  drafts,
  i,
  onChange,
  languages = [],
}: {
  idPrefix: string;
  /** Every group of the dish (this card moves and removes itself among them). */
  drafts: GroupDraft[];
  i: number;
  onChange: (drafts: GroupDraft[]) => void;
  /** The venue's other languages: each group and choice gets its name in each. */
  languages?: readonly Language[];
}) {
  const setGroup = (j: number, patch: Partial<GroupDraft>) =>
    onChange(drafts.map((g, k) => (k === j ? { ...g, ...patch } : g)));
  const setChoice = (j: number, k: number, patch: Partial<GroupDraft["choices"][number]>) =>
    setGroup(j, { choices: drafts[j].choices.map((c, m) => (m === k ? { ...c, ...patch } : c)) });
  const move = (j: number, by: number) => {
    const next = [...drafts];
    [next[j], next[j + by]] = [next[j + by], next[j]];
    onChange(next);
  };
  const g = drafts[i];
  const gid = `${idPrefix}-og-${i}`;
  return (
    <div className="option-group-draft" role="group" aria-label={`Option group ${i + 1}`}>
      <p className="choice-kind">
        <strong>{g.size ? "Sizes" : "Option group"}</strong> <span className="muted">{ruleText(g)}</span>
      </p>
      <div className="option-row">
        <label htmlFor={`${gid}-name`}>Group name</label>
        <input
          id={`${gid}-name`}
          value={g.name}
          maxLength={60}
          onChange={(e) => setGroup(i, { name: e.target.value })}
        />
        <label className="inline-check">
          <input type="checkbox" checked={g.size} onChange={(e) => setGroup(i, { size: e.target.checked })} /> Size
          (replaces the price)
        </label>
      </div>
      {!g.size && (
        <div className="option-row">
          <span className="option-rule-field">
            <label htmlFor={`${gid}-min`}>Min choices</label>
            <input
              id={`${gid}-min`}
              type="number"
              min={0}
              step={1}
              value={g.min}
              onChange={(e) => setGroup(i, { min: e.target.value })}
            />
          </span>
          <span className="option-rule-field">
            <label htmlFor={`${gid}-max`}>Max choices</label>
            <input
              id={`${gid}-max`}
              type="number"
              min={1}
              step={1}
              value={g.max}
              onChange={(e) => setGroup(i, { max: e.target.value })}
            />
          </span>
        </div>
      )}
      {g.choices.length > 0 && (
        // Column headings for sighted users; each control is named on its own for screen readers.
        <div className="option-choice-row option-choice-head" aria-hidden="true">
          <span>Choice</span>
          <span>{g.size ? "Price" : "Extra price"}</span>
          <span>Sold out</span>
          <span />
        </div>
      )}
      <ul className="modifier-list">
        {g.choices.map((c, k) => (
          <li key={k} className="option-row option-choice-row">
            <input
              aria-label={`Choice ${k + 1} of ${g.name || `group ${i + 1}`}`}
              placeholder="Choice"
              value={c.name}
              maxLength={60}
              onChange={(e) => setChoice(i, k, { name: e.target.value })}
            />
            <input
              aria-label={`${g.size ? "Price" : "Extra price"} of ${c.name || `choice ${k + 1}`}`}
              placeholder={g.size ? "Price" : "Extra price"}
              type="number"
              step="0.01"
              min={0}
              value={c.price}
              onChange={(e) => setChoice(i, k, { price: e.target.value })}
            />
            <label className="inline-check">
              <input
                type="checkbox"
                checked={c.soldOut}
                onChange={(e) => setChoice(i, k, { soldOut: e.target.checked })}
              />
              <span className="option-soldout-text">Sold out</span>
            </label>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Remove choice ${c.name || k + 1}`}
              onClick={() => setGroup(i, { choices: g.choices.filter((_, j) => j !== k) })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {languages.length > 0 && (
        <GroupTranslations
          idPrefix={gid}
          group={g}
          languages={languages}
          missing={missingGroupLanguages(
            fromDrafts([g])[0],
            languages.map((l) => l.code),
          )}
          onChange={(patch) => setGroup(i, patch)}
        />
      )}
      <div className="option-row">
        <button
          type="button"
          className="button secondary small"
          onClick={() => setGroup(i, { choices: [...g.choices, { name: "", price: "0", soldOut: false }] })}
        >
          Add choice
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={i === 0}
          onClick={() => move(i, -1)}
          aria-label={`Move ${g.name || `group ${i + 1}`} up`}
        >
          Up
        </button>
        <button
          type="button"
          className="button secondary small"
          aria-label={`Remove group ${g.name || i + 1}`}
          onClick={() =>
            window.confirm(`Remove the option group ${g.name || i + 1}?`) && onChange(drafts.filter((_, j) => j !== i))
          }
        >
          Remove group
        </button>
      </div>
    </div>
  );
}

/** The group's rule in words, as the card's kind line says it ('choose 1', 'choose up to 3'). */
function ruleText(g: GroupDraft): string {
  if (g.size) return "one per dish, its price replaces the dish's";
  const min = Number(g.min);
  const max = Number(g.max);
  if (!Number.isInteger(min) || !Number.isInteger(max)) return "";
  if (min === max) return `guests choose ${min}`;
  return min > 0 ? `guests choose ${min} to ${max}` : `guests choose up to ${max}, optional`;
}
