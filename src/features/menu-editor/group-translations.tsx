import type { Language } from "../../domain/languages";
import { withText } from "../../domain/translations";
import type { GroupDraft } from "./group-drafts";
import { MissingMark } from "./translation-fields";

/**
 * An option group's and its choices' names in the venue's other languages
 * (docs/menu-and-serving-windows.md#menu-languages), folded away under "Translations" with the
 * languages still missing a name on its summary; each empty name is marked where it is missing.
 */
export function GroupTranslations({
  idPrefix,
  group,
  languages,
  missing,
  onChange,
}: {
  idPrefix: string;
  group: GroupDraft;
  languages: readonly Language[];
  missing: readonly string[];
  onChange: (patch: Partial<GroupDraft>) => void;
}) {
  const row = (id: string, label: string, base: string, text: string, code: string, set: (v: string) => void) => {
    const isMissing = base.trim() !== "" && !text.trim();
    return (
      <div className="option-row" key={id}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={text}
          maxLength={60}
          lang={code}
          placeholder={base}
          aria-describedby={isMissing ? `${id}-missing` : undefined}
          onChange={(e) => set(e.target.value)}
        />
        {isMissing && (
          <small id={`${id}-missing`} className="missing-translation">
            Missing translation
          </small>
        )}
      </div>
    );
  };
  return (
    <details className="group-translations">
      <summary>
        Translations <MissingMark codes={missing} />
      </summary>
      {languages.map((l) => (
        <div key={l.code} className="translation" role="group" aria-label={`${group.name || "Group"} in ${l.name}`}>
          <p className="translation-language">
            {l.name} ({l.code})
          </p>
          {row(
            `${idPrefix}-tr-${l.code}`,
            `Group name in ${l.name}`,
            group.name,
            group.translations?.[l.code]?.name ?? "",
            l.code,
            (v) => onChange({ translations: withText(group.translations ?? {}, l.code, "name", v) }),
          )}
          {group.choices.map((c, k) =>
            row(
              `${idPrefix}-tr-${l.code}-${k}`,
              `${c.name || `Choice ${k + 1}`} in ${l.name}`,
              c.name,
              c.translations?.[l.code]?.name ?? "",
              l.code,
              (v) =>
                onChange({
                  choices: group.choices.map((x, j) =>
                    j === k ? { ...x, translations: withText(x.translations ?? {}, l.code, "name", v) } : x,
                  ),
                }),
            ),
          )}
        </div>
      ))}
    </details>
  );
}
