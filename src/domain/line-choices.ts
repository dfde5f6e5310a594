// What a guest chose on a line of the group cart, the bill and the receipt
// (docs/table-tab.md#ordering-together): its extras (their names and prices are in the line key,
// src/domain/order-lines.ts lineKey), its option groups' choices and its size, each with its price,
// so "Bruschetta 6.10" shows the "Extra cheese +1.20" that makes it more than the menu's 4.90.
import { picks, shownName, type ChosenOptions, type OptionGroup } from "./option-groups";
import { toCents } from "./split";

/** One choice of a line: its name and its price in cents (a size's is the dish's price in that size). */
export interface LineChoice {
  name: string;
  cents: number;
  /** A size (its price replaces the dish's), not an extra that adds. */
  size?: boolean;
}

/** The extras a line key names with their prices ('abc_Bacon:1.5,Egg:1' -> Bacon 150, Egg 100). */
export function extrasOfKey(key: string): LineChoice[] {
  const cut = key.indexOf("_");
  if (cut < 0) return [];
  const bar = key.indexOf("|", cut);
  const out: LineChoice[] = [];
  for (const pair of key.slice(cut + 1, bar < 0 ? undefined : bar).split(",")) {
    const colon = pair.lastIndexOf(":");
    if (colon <= 0) continue;
    const cents = toCents(Number(pair.slice(colon + 1)));
    out.push({ name: pair.slice(0, colon), cents: Number.isFinite(cents) ? cents : 0 });
  }
  return out;
}

/**
 * Every choice of a line, in the dish's order: its extras from its key, then its option groups'
 * choices priced from the dish's `groups` (a choice no longer on the menu is named, at 0).
 */
export function lineChoices(
  key: string,
  options: ChosenOptions | undefined,
  groups: readonly OptionGroup[],
): LineChoice[] {
  const out = extrasOfKey(String(key || ""));
  if (!options) return out;
  // In the dish's order of groups (a stored line's options may come back in another key order),
  // then any group no longer on the dish.
  const names = groups.map((g) => g.name).filter((n) => picks(options, n).length);
  for (const n of Object.keys(options)) if (!names.includes(n)) names.push(n);
  for (const name of names) {
    const group = groups.find((g) => g.name === name);
    for (const choice of picks(options, name)) {
      const c = group?.choices.find((x) => x.name === choice);
      const item: LineChoice = { name: c ? shownName(c) : choice, cents: c ? toCents(c.price) : 0 };
      if (group?.size) item.size = true;
      out.push(item);
    }
  }
  return out;
}

/** Choices as text for a receipt or a screen reader: "Extra cheese +1.20, Large 4.50". */
export function choicesText(choices: readonly LineChoice[]): string {
  return choices
    .map((c) => {
      const a = Math.abs(c.cents);
      const amount = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
      if (c.size) return `${c.name} ${amount}`;
      return c.cents ? `${c.name} +${amount}` : c.name;
    })
    .join(", ");
}
