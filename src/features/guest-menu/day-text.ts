/**
 * A service day ("2026-11-30") as the guest reads it, e.g. "Mon, Nov 30" or "Mo., 30. Nov.", in
 * the page's language `lang`, not the browser's: the browser's own variant of that language where it
 * has one (en-GB, pt-BR), else the language itself.
 */
export function dayText(day: string, lang: string): string {
  const own = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  const locale = own.find((l) => l.toLowerCase().split("-")[0] === lang) ?? lang;
  const options = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;
  const date = new Date(`${day}T12:00:00Z`);
  try {
    return date.toLocaleDateString(locale, options);
  } catch {
    return date.toLocaleDateString("en", options);
  }
}
