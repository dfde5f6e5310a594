// The options column of the menu CSV (docs/menu-and-serving-windows.md#option-groups): a dish's
// option groups in one cell, for a spreadsheet. Groups are separated by ';', each is
// 'Name (rule): choice=price, choice=price', the rule being 'size' or 'min-max'; a sold-out choice
// ends with ' (sold out)'. Example:
//   Size (size): Small=2.5, Large=3.9; Toppings (0-3): Ham=1.2, Olives=1.2 (sold out)
// Names cannot hold ';', ',', '=', '(' or ')'. The rules the groups must then follow are
// option-group-rules.ts's (groupsProblem).
import type { OptionGroup } from "./option-groups";

export type ColumnResult = { ok: true; groups: OptionGroup[] } | { ok: false; error: string };

const SPECIAL = /[;,=()]/;
const SOLD_OUT = " (sold out)";

/** Splits an options cell into groups, or says what is wrong with it (bounded: 20,000 characters). */
export function splitOptionColumn(cell: string): ColumnResult {
  const text = cell.trim();
  if (text === "") return { ok: true, groups: [] };
  if (text.length > 20000) return { ok: false, error: "options are longer than 20000 characters" };
  const groups: OptionGroup[] = [];
  for (const part of text.split(";")) {
    const m = /^\s*([^;,=()]+?)\s*\(\s*(size|(\d+)\s*-\s*(\d+))\s*\)\s*:(.*)$/.exec(part);
    if (!m)
      return {
        ok: false,
        error: `option group '${part.trim().slice(0, 60)}' is not 'Name (min-max): choice=price, ...'`,
      };
    const [, name, rule, min, max, rest] = m;
    const choices: OptionGroup["choices"] = [];
    for (const item of rest.split(",")) {
      let c = item.trim();
      const soldOut = c.endsWith(SOLD_OUT);
      if (soldOut) c = c.slice(0, -SOLD_OUT.length).trim();
      const eq = c.lastIndexOf("=");
      if (eq < 0) return { ok: false, error: `choice '${c.slice(0, 60)}' of '${name}' has no '=price'` };
      const choice = c.slice(0, eq).trim();
      const priceText = c.slice(eq + 1).trim();
      if (!choice || SPECIAL.test(choice))
        return { ok: false, error: `a choice of '${name}' has no name or one with ; , = ( )` };
      const price = priceText === "" ? NaN : Number(priceText);
      if (!Number.isFinite(price))
        return { ok: false, error: `price '${priceText.slice(0, 20)}' of '${choice}' is not a number` };
      choices.push(soldOut ? { name: choice, price, soldOut: true } : { name: choice, price });
    }
    groups.push(
      rule === "size"
        ? { name, min: 1, max: 1, size: true, choices }
        : { name, min: Number(min), max: Number(max), choices },
    );
  }
  return { ok: true, groups };
}

/** A dish's groups as an options cell (the export's; splitOptionColumn reads it back). */
export function joinOptionColumn(groups: readonly OptionGroup[]): string {
  return groups
    .map(
      (g) =>
        `${g.name} (${g.size ? "size" : `${g.min}-${g.max}`}): ` +
        g.choices.map((c) => `${c.name}=${c.price}${c.soldOut ? SOLD_OUT : ""}`).join(", "),
    )
    .join("; ");
}
