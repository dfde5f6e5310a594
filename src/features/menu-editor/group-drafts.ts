// The option groups of a dish as the editor holds them (GroupDraft), and the conversions from and
// to what the server stores. Shared by the groups editor, its translations panel and the dish form.
import type { OptionGroup } from "../../domain/option-groups";
import { cleanTranslations, type Translations } from "../../domain/translations";

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

/** The stored groups as drafts: numbers become the text the inputs show. */
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
