import { useWords } from "./guest-words";

/**
 * The menu's language (docs/menu-and-serving-windows.md#menu-languages): only at a venue offering
 * other languages. A labelled native select, each language in its own name; the page's own
 * words follow the menu's language (guest-words.tsx). pb_hooks/lib/menu/guest-page.js renders the same markup.
 */
export function LanguageSwitch({
  languages,
  lang,
  onChange,
}: {
  languages?: Array<{ code: string; name: string }>;
  lang?: string;
  onChange: (code: string) => void;
}) {
  const { t } = useWords();
  if (!languages || languages.length < 2) return null;
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t("menuLanguage")}</span>
      <select className="lang-select" value={lang ?? languages[0].code} onChange={(e) => onChange(e.target.value)}>
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
