// The languages a venue can offer its menu in (docs/menu-and-serving-windows.md#menu-languages).
// The venue translates its content (its title and description, dish, category, option group and
// choice names and descriptions); the guest page's own words come in the same language
// (src/domain/guest-words.ts); the owner's screens stay English, as the spec has it. The server checks
// every code against this list (pb_hooks/menu-languages.pb.js through pb_hooks/lib/shared/domain.js) and
// picks a guest's language by the same rules (pickLanguage).

/** ISO 639-1 code -> the language's own name (what a guest recognises in the switch). */
export const LANGUAGES: Readonly<Record<string, string>> = {
  ar: "العربية",
  bg: "Български",
  ca: "Català",
  cs: "Čeština",
  da: "Dansk",
  de: "Deutsch",
  el: "Ελληνικά",
  en: "English",
  es: "Español",
  et: "Eesti",
  fi: "Suomi",
  fr: "Français",
  ga: "Gaeilge",
  he: "עברית",
  hi: "हिन्दी",
  hr: "Hrvatski",
  hu: "Magyar",
  id: "Bahasa Indonesia",
  is: "Íslenska",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  lt: "Lietuvių",
  lv: "Latviešu",
  mt: "Malti",
  nl: "Nederlands",
  no: "Norsk",
  pl: "Polski",
  pt: "Português",
  ro: "Română",
  ru: "Русский",
  sk: "Slovenčina",
  sl: "Slovenščina",
  sq: "Shqip",
  sr: "Српски",
  sv: "Svenska",
  th: "ไทย",
  tr: "Türkçe",
  uk: "Українська",
  vi: "Tiếng Việt",
  zh: "中文",
};

// Right-to-left languages (Arabic, Hebrew): textDirection in ./guest-words.ts (the guest page's
// download carries that module, not this list of names).

/** The default language of a venue that never chose one. */
export const DEFAULT_LANGUAGE = "en";
/** At most this many languages besides the default. */
export const MAX_OFFERED_LANGUAGES = 10;
/** Longest translated texts: as long as the fields they translate. */
export const MAX_TRANSLATED = {
  dishTitle: 200,
  description: 2000,
  categoryTitle: 100,
  optionName: 60,
  venueTitle: 100,
  venueDescription: 1000,
} as const;
/** Longest JSON text of a venue's title and description translations (users.menuTranslations). */
export const MAX_VENUE_TRANSLATIONS_JSON = 200000;
/** Longest Accept-Language header read (a longer one is ignored, not parsed). */
export const MAX_ACCEPT_LANGUAGE = 500;

export function isLanguageCode(v: unknown): v is string {
  return typeof v === "string" && Object.prototype.hasOwnProperty.call(LANGUAGES, v);
}

/** The venue's default language: its `menuLanguage`, "" (never chosen) reading as English. */
export function defaultLanguageOf(menuLanguage: unknown): string {
  return isLanguageCode(menuLanguage) ? menuLanguage : DEFAULT_LANGUAGE;
}

/** The venue's languages, default first, then the offered ones (unknown or repeated codes left out). */
export function venueLanguages(menuLanguage: unknown, menuLanguages: unknown): string[] {
  const out = [defaultLanguageOf(menuLanguage)];
  if (Array.isArray(menuLanguages))
    for (const c of menuLanguages.slice(0, MAX_OFFERED_LANGUAGES))
      if (isLanguageCode(c) && !out.includes(c)) out.push(c);
  return out;
}

/** What is wrong with a venue's language settings, as [field, message], or null. */
export function languageSettingsProblem(menuLanguage: unknown, menuLanguages: unknown): [string, string] | null {
  if (menuLanguage !== "" && menuLanguage !== null && menuLanguage !== undefined && !isLanguageCode(menuLanguage))
    return ["menuLanguage", `Unknown language code '${String(menuLanguage).slice(0, 20)}'.`];
  if (menuLanguages === null || menuLanguages === undefined) return null;
  if (!Array.isArray(menuLanguages)) return ["menuLanguages", "The offered languages must be a list of codes."];
  if (menuLanguages.length > MAX_OFFERED_LANGUAGES)
    return ["menuLanguages", `A menu can be offered in at most ${MAX_OFFERED_LANGUAGES} more languages.`];
  const seen = new Set<string>([defaultLanguageOf(menuLanguage)]);
  for (const c of menuLanguages) {
    if (!isLanguageCode(c)) return ["menuLanguages", `Unknown language code '${String(c).slice(0, 20)}'.`];
    if (seen.has(c)) return ["menuLanguages", `The language '${c}' is listed twice (or is the default).`];
    seen.add(c);
  }
  return null;
}

/** The texts of one translation: field name -> longest length. */
export type TranslatedFields = Readonly<Record<string, number>>;
export const DISH_FIELDS: TranslatedFields = {
  title: MAX_TRANSLATED.dishTitle,
  description: MAX_TRANSLATED.description,
};
export const CATEGORY_FIELDS: TranslatedFields = { title: MAX_TRANSLATED.categoryTitle };
export const OPTION_FIELDS: TranslatedFields = { name: MAX_TRANSLATED.optionName };
/** The venue's own texts (users.menuTranslations): its menu title and description. */
export const VENUE_FIELDS: TranslatedFields = {
  title: MAX_TRANSLATED.venueTitle,
  description: MAX_TRANSLATED.venueDescription,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * What is wrong with a `translations` value ({ "<code>": { <field>: text } }), or null. Codes must
 * be known (so there are at most as many as LANGUAGES), fields those of `fields`, texts strings no
 * longer than the field they translate. `what` names the thing in the message.
 */
export function translationsProblem(value: unknown, fields: TranslatedFields, what = "Translations"): string | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) return `${what} must be an object of language codes.`;
  for (const code of Object.keys(value)) {
    if (!isLanguageCode(code)) return `${what}: unknown language code '${String(code).slice(0, 20)}'.`;
    const t = value[code];
    if (!isObject(t)) return `${what} in '${code}' must be an object.`;
    for (const f of Object.keys(t)) {
      if (!Object.prototype.hasOwnProperty.call(fields, f))
        return `${what} in '${code}': unknown field '${f.slice(0, 20)}'.`;
      const text = t[f];
      if (typeof text !== "string") return `${what} in '${code}': ${f} must be text.`;
      if (text.length > fields[f]) return `${what} in '${code}': ${f} is longer than ${fields[f]} characters.`;
    }
  }
  return null;
}

/** Language ranges of an Accept-Language header, best first (primary subtags, lower case). */
export function acceptedLanguages(header: string): string[] {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return [];
  const ranked = header
    .split(",")
    .slice(0, 30)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { code: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.code && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((r) => r.code);
}

/**
 * The language a guest reads the menu in, among the venue's `languages` (default first): the
 * one asked for (`?lang=`, the remembered choice), else the browser's first preferred one the venue
 * offers, else the default.
 */
export function pickLanguage(languages: readonly string[], requested: string, acceptLanguage: string): string {
  if (languages.includes(requested)) return requested;
  for (const code of acceptedLanguages(acceptLanguage)) if (languages.includes(code)) return code;
  return languages[0] ?? DEFAULT_LANGUAGE;
}

/** A language as the editor lists it. */
export interface Language {
  code: string;
  name: string;
}

/** The venue's offered languages besides the default, with their names (what the editor translates into). */
export function offeredLanguages(menuLanguage: unknown, menuLanguages: unknown): Language[] {
  return venueLanguages(menuLanguage, menuLanguages)
    .slice(1)
    .map((code) => ({ code, name: LANGUAGES[code] }));
}
