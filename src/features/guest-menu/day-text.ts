/** A service day ("2026-11-30") as the guest reads it ("Mon, Nov 30", "Mo., 30. Nov."), in the page's language `lang`, not the browser's. */
export function dayText(day: string, lang: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(lang, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
