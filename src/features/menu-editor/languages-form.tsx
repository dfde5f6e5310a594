import { useState, type FormEvent } from "react";
import {
  LANGUAGES,
  MAX_OFFERED_LANGUAGES,
  MAX_TRANSLATED,
  VENUE_FIELDS,
  translationsProblem,
  defaultLanguageOf,
  languageSettingsProblem,
  venueLanguages,
} from "../../domain/languages";
import { msg } from "../../domain/messages";
import { saveMenuLanguages } from "../../data/menu-admin";
import type { Owner } from "../../data/session";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";

const FIELDS = ["menuLanguage", "menuLanguages", "menuTranslations"];
type VenueTexts = Record<string, { title?: string; description?: string }>;
const CODES = Object.keys(LANGUAGES).sort((a, b) => LANGUAGES[a].localeCompare(LANGUAGES[b]));

/**
 * The languages of the menu (docs/menu-and-serving-windows.md#menu-languages): the default one
 * (what the menu is written in, and what the kitchen reads) and up to ten more that guests can
 * switch to. The venue translates its content (here: its title and description, for each offered
 * language); guests who switch also get the menu page's own words in that language.
 */
export function LanguagesForm({ owner }: { owner: Owner }) {
  const { result, setResult, fieldErrors: errors, setFieldErrors, isBusy, submit } = useSubmitStatus(FIELDS);
  const [main, setMain] = useState(defaultLanguageOf(owner.menuLanguage));
  const [offered, setOffered] = useState(() => venueLanguages(owner.menuLanguage, owner.menuLanguages).slice(1));
  const [texts, setTexts] = useState<VenueTexts>(() => owner.menuTranslations ?? {});
  const others = offered.filter((c) => c !== main);
  const isFull = others.length >= MAX_OFFERED_LANGUAGES;
  const setText = (code: string, field: "title" | "description", value: string) =>
    setTexts((t) => ({ ...t, [code]: { ...t[code], [field]: value } }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = languageSettingsProblem(main, others);
    if (problem) return setFieldErrors({ [problem[0]]: problem[1] });
    // Only the offered languages' texts are kept, trimmed; a blank one falls back to the default.
    const kept: VenueTexts = {};
    for (const code of others) {
      const title = (texts[code]?.title ?? "").trim();
      const description = (texts[code]?.description ?? "").trim();
      if (title || description) kept[code] = { title, description };
    }
    const textProblem = translationsProblem(kept, VENUE_FIELDS, "Title and description translations");
    if (textProblem) return setFieldErrors({ menuTranslations: textProblem });
    await submit(() => saveMenuLanguages(owner.id, main, others, kept), {
      success: msg("languagesSaved"),
      failure: (u) => msg("languagesSaveFailed") + (Object.values(u.fieldErrors).join(" ") || u.message),
    });
  }

  return (
    <section className="languages-form" aria-labelledby="languages-title">
      <h3 id="languages-title">Languages of your menu</h3>
      {result && (
        <Banner kind={result.kind} onClose={() => setResult(null)}>
          {result.text}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Languages of your menu">
        <Field
          as="select"
          label="Default language"
          name="menuLanguage"
          value={main}
          onChange={(e) => setMain(e.target.value)}
          error={errors.menuLanguage}
          hint="What your menu is written in. Order tickets and the kitchen use it."
        >
          {CODES.map((c) => (
            <option key={c} value={c}>
              {LANGUAGES[c]} ({c})
            </option>
          ))}
        </Field>
        <fieldset className="language-choices" aria-describedby="languages-hint">
          <legend>Also offered in</legend>
          <small id="languages-hint" className="field-hint">
            Guests can switch to these. Up to {MAX_OFFERED_LANGUAGES}; the menu page's own words (buttons, allergens,
            messages) follow the guest's language where the app has them.
          </small>
          <div className="language-grid">
            {CODES.filter((c) => c !== main).map((c) => {
              const on = offered.includes(c);
              return (
                <label key={c} className="inline-check">
                  <input
                    type="checkbox"
                    name="menuLanguages"
                    value={c}
                    checked={on}
                    disabled={!on && isFull}
                    onChange={(e) =>
                      setOffered((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))
                    }
                  />{" "}
                  <span lang={c}>{LANGUAGES[c]}</span> ({c})
                </label>
              );
            })}
          </div>
          {errors.menuLanguages && (
            <p className="form-error" role="alert">
              {errors.menuLanguages}
            </p>
          )}
        </fieldset>
        {others.map((code) => (
          <fieldset key={code} className="language-texts">
            <legend>
              Title and description in <span lang={code}>{LANGUAGES[code]}</span>
            </legend>
            <Field
              label={`Menu title (${code})`}
              name={`menuTitle-${code}`}
              lang={code}
              dir="auto"
              maxLength={MAX_TRANSLATED.venueTitle}
              value={texts[code]?.title ?? ""}
              placeholder={owner.menuTitle}
              onChange={(e) => setText(code, "title", e.target.value)}
            />
            <Field
              as="textarea"
              id={`menu-description-${code}`}
              label={`Menu description (${code})`}
              name={`menuDescription-${code}`}
              lang={code}
              dir="auto"
              rows={2}
              maxLength={MAX_TRANSLATED.venueDescription}
              value={texts[code]?.description ?? ""}
              placeholder={owner.menuDescription}
              onChange={(e) => setText(code, "description", e.target.value)}
            />
          </fieldset>
        ))}
        {errors.menuTranslations && (
          <p className="form-error" role="alert">
            {errors.menuTranslations}
          </p>
        )}
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save languages"}
        </button>
      </form>
    </section>
  );
}
