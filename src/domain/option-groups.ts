// Option groups of a dish (docs/menu-and-serving-windows.md#option-groups): "Doneness: one of
// rare, medium, well done", "Toppings: up to 3", "Size: small, medium, large" (a size replaces the
// dish's price). The same rules run in the editor, the guest's modal and the server's pricing
// (pb_hooks/lib/orders/order-lines.js through pb_hooks/lib/shared/domain.js). The spec's extras (`modifiers`)
// are not a group here: they stay exactly as the spec has them.
import { roundMoney } from "./money";

export interface OptionChoice {
  name: string;
  /** Extra price (0 allowed); for a size group, the dish's price in that size. */
  price: number;
  soldOut?: boolean;
  /** Translated names (docs/menu-and-serving-windows.md#menu-languages): code -> { name }. */
  translations?: Record<string, Record<string, string | undefined> | undefined>;
  /** Set only by the server in a guest's menu: the name in the guest's language (display only). */
  label?: string;
}

export interface OptionGroup {
  name: string;
  /** Fewest choices (0: optional; 1 or more: required). */
  min: number;
  /** Most choices. */
  max: number;
  /** A size: exactly one choice, whose price replaces the dish's price. */
  size?: boolean;
  choices: OptionChoice[];
  translations?: Record<string, Record<string, string | undefined> | undefined>;
  /** Set only by the server in a guest's menu: the name in the guest's language (display only). */
  label?: string;
}

/** What a guest reads for a group or choice: its name in the menu's language, else its name. */
export const shownName = (x: { name: string; label?: string }): string => x.label || x.name;

/**
 * The price a guest list shows for a dish: with sizes, "from" the smallest size price (of those on
 * sale; all sold out: of all), else the dish's own price.
 */
export function listPrice(price: number, groups: readonly OptionGroup[] = []): { from: boolean; price: number } {
  const sizes = groups.find((g) => g.size)?.choices ?? [];
  const open = sizes.filter((c) => !c.soldOut);
  const prices = (open.length ? open : sizes).map((c) => c.price);
  return prices.length ? { from: true, price: Math.min(...prices) } : { from: false, price };
}

/** Chosen options of a line: group name -> choice names. */
export type ChosenOptions = Record<string, string[]>;

/**
 * The choices picked in group `name`: only an own list counts (a group called 'constructor' or
 * 'toString' must not read Object.prototype's).
 */
export function picks(chosen: ChosenOptions, name: string): string[] {
  return Object.prototype.hasOwnProperty.call(chosen, name) && Array.isArray(chosen[name]) ? chosen[name] : [];
}

/** The first group whose choices are not yet enough (or too many): its index and what it needs. */
export interface MissingChoice {
  index: number;
  /** "choose": exactly one is needed; "atLeast" `min` of them; "atMost" no more than `max`. */
  need: "choose" | "atLeast" | "atMost";
  name: string;
  min: number;
  max: number;
}

/** The first group a guest must still choose in (the modal scrolls to it), or null. */
export function firstMissingChoice(groups: readonly OptionGroup[], chosen: ChosenOptions): MissingChoice | null {
  for (const [index, group] of groups.entries()) {
    const n = picks(chosen, group.name).length;
    const min = group.size ? 1 : group.min;
    const base = { index, name: shownName(group), min, max: group.max };
    if (n < min) return { ...base, need: min === 1 ? "choose" : "atLeast" };
    if (n > group.max) return { ...base, need: "atMost" };
  }
  return null;
}

/** What is still to choose before the dish can be added (for the modal), or null. */
export function missingChoice(groups: readonly OptionGroup[], chosen: ChosenOptions): string | null {
  const m = firstMissingChoice(groups, chosen);
  if (!m) return null;
  if (m.need === "choose") return `Choose ${m.name}.`;
  return m.need === "atLeast" ? `'${m.name}': choose at least ${m.min}.` : `'${m.name}': choose at most ${m.max}.`;
}

/**
 * The chosen options in the dish's order, groups with nothing chosen left out (the shape an order
 * line stores). Assumes choicesProblem said null.
 */
export function orderedChoices(groups: readonly OptionGroup[], chosen: ChosenOptions): ChosenOptions {
  const out: ChosenOptions = {};
  for (const g of groups) {
    const picked = picks(chosen, g.name);
    const names = g.choices.map((c) => c.name).filter((n) => picked.includes(n));
    if (names.length) out[g.name] = names;
  }
  return out;
}

/**
 * The part of a line key for chosen options: '' when none, else '|' + 'group=choice+choice'
 * segments, groups and choices sorted, so the same choices always make the same key.
 */
export function optionsKey(chosen: ChosenOptions = {}): string {
  const groups = Object.keys(chosen)
    .filter((g) => chosen[g].length)
    .sort();
  if (!groups.length) return "";
  return "|" + groups.map((g) => `${g}=${[...chosen[g]].sort().join("+")}`).join("|");
}

/** Unit price of a dish with `chosen` options: a size's price replaces `base`, others add. */
export function optionsPrice(base: number, groups: readonly OptionGroup[], chosen: ChosenOptions): number {
  let cents = Math.round(base * 100);
  for (const g of groups) {
    const picked = picks(chosen, g.name);
    for (const c of g.choices) {
      if (!picked.includes(c.name)) continue;
      if (g.size) cents = Math.round(c.price * 100);
      else cents += Math.round(c.price * 100);
    }
  }
  return roundMoney(cents / 100);
}

/**
 * The line's title with its options: 'Coffee, Large (Oat milk)', 'Steak (Medium)'; the dish's
 * title alone when nothing is chosen. Sizes come after a comma, other choices in brackets.
 */
export function optionsTitle(title: string, groups: readonly OptionGroup[], chosen: ChosenOptions): string {
  const sizes: string[] = [];
  const others: string[] = [];
  for (const g of groups) {
    const picked = picks(chosen, g.name);
    for (const c of g.choices) if (picked.includes(c.name)) (g.size ? sizes : others).push(shownName(c));
  }
  let out = title;
  if (sizes.length) out += ", " + sizes.join(", ");
  if (others.length) out += " (" + others.join(", ") + ")";
  return out;
}
