// A menu's texts in one of its languages (docs/menu-and-serving-windows.md#menu-languages): a
// translation that is missing or blank falls back to the default language's text. The server builds
// each language's guest menu with these (pb_hooks/lib/menu/menu-data.js through lib/shared/domain.js); the
// editor shows what is missing with missingLanguages.
import type { OptionGroup } from "./option-groups";

/** `translations` of a dish, category, group or choice: code -> field -> text. */
export type Translations = Record<string, Record<string, string | undefined> | undefined>;

const own = (o: unknown, k: string): boolean =>
  typeof o === "object" && o !== null && Object.prototype.hasOwnProperty.call(o, k);

/** The text of `field` in `lang`, or "" when it is missing or blank. */
export function translationOf(translations: unknown, lang: string, field: string): string {
  if (!own(translations, lang)) return "";
  const t = (translations as Translations)[lang];
  const text = own(t, field) ? t![field] : "";
  return typeof text === "string" && text.trim() ? text : "";
}

/** `base` (the default language's text) in `lang`: its translation, else `base` itself. */
export function translated(base: string, translations: unknown, lang: string, field: string): string {
  return translationOf(translations, lang, field) || base;
}

/**
 * A dish's option groups as a guest reads them in `lang`: the same groups and choices (their
 * names stay the keys an order line uses), each with a `label` where it has a translation, and no
 * `translations` (a guest's menu carries one language). `lang` "" strips the translations only.
 */
export function localizeGroups(groups: readonly OptionGroup[], lang: string): OptionGroup[] {
  return groups.map((g) => {
    const { translations, label: _label, choices, ...group } = g;
    const out: OptionGroup = {
      ...group,
      choices: choices.map((c) => {
        const { translations: ct, label: _l, ...choice } = c;
        const name = lang ? translationOf(ct, lang, "name") : "";
        return name ? { ...choice, label: name } : choice;
      }),
    };
    const name = lang ? translationOf(translations, lang, "name") : "";
    if (name) out.label = name;
    return out;
  });
}

/**
 * The languages among `offered` in which `fields` of a thing are missing (a base text with no
 * translation): what the editor marks "Missing translation". A field empty in the default language
 * (a dish without description) needs none.
 */
export function missingLanguages(
  base: Readonly<Record<string, string>>,
  translations: unknown,
  offered: readonly string[],
): string[] {
  return offered.filter((code) =>
    Object.keys(base).some((f) => base[f].trim() !== "" && !translationOf(translations, code, f)),
  );
}

/** A group with all its choices: the languages in which any of their names is missing. */
export function missingGroupLanguages(group: OptionGroup, offered: readonly string[]): string[] {
  return offered.filter(
    (code) =>
      !translationOf(group.translations, code, "name") ||
      group.choices.some((c) => !translationOf(c.translations, code, "name")),
  );
}

/** `translations` with `field` of `lang` set to `text` (a new object; "" clears it). */
export function withText(translations: Translations, lang: string, field: string, text: string): Translations {
  return { ...translations, [lang]: { ...(translations[lang] ?? {}), [field]: text } };
}

/**
 * Translations as the server stores them: blank texts and languages left with nothing dropped;
 * null when nothing is left (the record then has none, exactly as before languages).
 */
export function cleanTranslations(translations: Translations | undefined): Translations | null {
  const out: Translations = {};
  for (const [code, t] of Object.entries(translations ?? {})) {
    const kept = Object.fromEntries(Object.entries(t ?? {}).filter(([, v]) => typeof v === "string" && v.trim()));
    if (Object.keys(kept).length) out[code] = kept;
  }
  return Object.keys(out).length ? out : null;
}
