import type { Language } from "../../domain/languages";
import { translationOf, withText, type Translations } from "../../domain/translations";

export interface TranslatedField {
  key: string;
  label: string;
  maxLength: number;
  /** The default language's text ("" when there is none: then nothing is missing). */
  base: string;
  multiline?: boolean;
}

/**
 * A thing's texts in the venue's other languages (docs/menu-and-serving-windows.md#menu-languages):
 * per language its fields, and a "Missing translation" mark wherever the default language has a
 * text and this language has none (guests then read the default language's text).
 */
export function TranslationFields({
  idPrefix,
  languages,
  fields,
  value,
  onChange,
}: {
  idPrefix: string;
  languages: readonly Language[];
  fields: readonly TranslatedField[];
  value: Translations;
  onChange: (next: Translations) => void;
}) {
  if (!languages.length) return null;
  return (
    <fieldset className="translations">
      <legend>Translations</legend>
      {languages.map((l) => (
        <div key={l.code} className="translation" role="group" aria-label={`In ${l.name}`}>
          <p className="translation-language">
            {l.name} ({l.code})
          </p>
          {fields.map((f) => {
            const id = `${idPrefix}-tr-${l.code}-${f.key}`;
            const text = value[l.code]?.[f.key] ?? "";
            const isMissing = f.base.trim() !== "" && !translationOf(value, l.code, f.key);
            const props = {
              id,
              value: text,
              maxLength: f.maxLength,
              lang: l.code,
              "aria-describedby": isMissing ? `${id}-missing` : undefined,
              onChange: (e: { target: { value: string } }) => onChange(withText(value, l.code, f.key, e.target.value)),
            };
            return (
              <div key={f.key} className="field">
                <label htmlFor={id}>
                  {f.label} in {l.name}
                </label>
                {f.multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
                {isMissing && (
                  <small id={`${id}-missing`} className="missing-translation">
                    Missing translation: guests see “{f.base.length > 60 ? f.base.slice(0, 60) + "…" : f.base}”
                  </small>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** A short mark for lists: which languages still miss a translation (nothing when none). */
export function MissingMark({ codes }: { codes: readonly string[] }) {
  if (!codes.length) return null;
  return <span className="missing-mark">Missing translation: {codes.join(", ").toUpperCase()}</span>;
}
