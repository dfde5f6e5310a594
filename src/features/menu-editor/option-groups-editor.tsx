import type { OptionGroup } from "../../domain/option-groups";
import type { Language } from "../../domain/languages";
import { cleanTranslations, missingGroupLanguages, type Translations } from "../../domain/translations";
import { GroupTranslations } from "./group-translations";

/** A group as typed: numbers stay text until the form is saved (then groupsProblem checks them). */
export interface GroupDraft {
  name: string;
  min: string;
  max: string;
  size: boolean;
  choices: Array<{ name: string; price: string; soldOut: boolean; translations?: Translations }>;
  /** Names in the venue's other languages (docs/menu-and-serving-windows.md#menu-languages). */
  translations?: Translations;
}

export function toDrafts(groups: readonly OptionGroup[] = []): GroupDraft[] {
  return groups.map((g) => ({
    name: g.name,
    min: String(g.min),
    max: String(g.max),
    size: g.size === true,
    choices: g.choices.map((c) => ({
      name: c.name,
      price: String(c.price),
      soldOut: c.soldOut === true,
      ...(c.translations ? { translations: c.translations } : {}),
    })),
    ...(g.translations ? { translations: g.translations } : {}),
  }));
}

/** The drafts as the server stores them ('' or 'abc' become NaN: groupsProblem names them). */
export function fromDrafts(drafts: readonly GroupDraft[]): OptionGroup[] {
  const num = (s: string) => (s.trim() === "" ? NaN : Number(s));
  // Blank translations are left out: a group without any is stored exactly as before languages.
  const tr = (t: Translations | undefined) => {
    const kept = cleanTranslations(t);
    return kept ? { translations: kept } : {};
  };
  return drafts.map((d) => ({
    name: d.name.trim(),
    min: d.size ? 1 : num(d.min),
    max: d.size ? 1 : num(d.max),
    ...(d.size ? { size: true } : {}),
    choices: d.choices.map((c) => ({
      name: c.name.trim(),
      price: num(c.price),
      ...(c.soldOut ? { soldOut: true } : {}),
      ...tr(c.translations),
    })),
    ...tr(d.translations),
  }));
}

/**
 * The option groups of a dish in the editor (docs/menu-and-serving-windows.md#option-groups):
 * per group a name, the rule (min and max choices, or a size: one of, replacing the price) and its
 * ordered choices with an extra price and a sold-out switch.
 */
export function OptionGroupsEditor({
  idPrefix,
  drafts,
  error,
  onChange,
  languages = [],
}: {
  idPrefix: string;
  drafts: GroupDraft[];
  error?: string;
  onChange: (drafts: GroupDraft[]) => void;
  /** The venue's other languages: each group and choice gets its name in each. */
  languages?: readonly Language[];
}) {
  const setGroup = (i: number, patch: Partial<GroupDraft>) =>
    onChange(drafts.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const setChoice = (i: number, k: number, patch: Partial<GroupDraft["choices"][number]>) =>
    setGroup(i, { choices: drafts[i].choices.map((c, j) => (j === k ? { ...c, ...patch } : c)) });
  const move = (i: number, by: number) => {
    const next = [...drafts];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  return (
    <fieldset className="modifiers option-groups-editor" aria-describedby={error ? `${idPrefix}-og-error` : undefined}>
      <legend>Option groups and sizes</legend>
      {drafts.map((g, i) => {
        const gid = `${idPrefix}-og-${i}`;
        return (
          <div key={i} className="option-group-draft" role="group" aria-label={`Option group ${i + 1}`}>
            <div className="option-row">
              <label htmlFor={`${gid}-name`}>Group name</label>
              <input
                id={`${gid}-name`}
                value={g.name}
                maxLength={60}
                onChange={(e) => setGroup(i, { name: e.target.value })}
              />
              <label className="inline-check">
                <input type="checkbox" checked={g.size} onChange={(e) => setGroup(i, { size: e.target.checked })} />{" "}
                Size (replaces the price)
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
                  window.confirm(`Remove the option group ${g.name || i + 1}?`) &&
                  onChange(drafts.filter((_, j) => j !== i))
                }
              >
                Remove group
              </button>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className="button secondary small"
        onClick={() =>
          onChange([
            ...drafts,
            { name: "", min: "0", max: "1", size: false, choices: [{ name: "", price: "0", soldOut: false }] },
          ])
        }
      >
        Add option group
      </button>
      {error && (
        <p id={`${idPrefix}-og-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
