// The rules a dish's option groups and a guest's choices must follow
// (docs/menu-and-serving-windows.md#option-groups): checked by the editor before saving and by the
// server (pb_hooks/option-groups.pb.js on every dish save, lib/orders/order-lines.js at send time). Kept
// apart from option-groups.ts so the guest page's bundle does not carry them.
import { picks, type ChosenOptions, type OptionGroup } from "./option-groups";
import { OPTION_FIELDS, translationsProblem } from "./languages";

export const MAX_GROUPS = 20;
export const MAX_CHOICES = 50;
export const MAX_OPTION_NAME = 60;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.length <= MAX_OPTION_NAME;

/**
 * What is wrong with a dish's option groups as the editor or an import sends them, or null.
 * Bounds the sizes before looking inside anything.
 */
export function groupsProblem(groups: unknown): string | null {
  if (groups === null || groups === undefined) return null;
  if (!Array.isArray(groups)) return "Option groups must be a list.";
  if (groups.length > MAX_GROUPS) return `A dish can have at most ${MAX_GROUPS} option groups.`;
  const seen = new Set<string>();
  let sizes = 0;
  for (let i = 0; i < groups.length; i++) {
    const g: unknown = groups[i];
    if (!isObject(g)) return `Option group ${i + 1} is malformed.`;
    if (!isName(g.name)) return `Option group ${i + 1} needs a name of at most ${MAX_OPTION_NAME} characters.`;
    const name = g.name;
    if (seen.has(name)) return `Two option groups are called '${name}'.`;
    if (name === "__proto__") return `Option group ${i + 1} cannot be called '__proto__'.`;
    seen.add(name);
    if (!Array.isArray(g.choices) || !g.choices.length) return `Option group '${name}' needs at least one choice.`;
    if (g.choices.length > MAX_CHOICES) return `Option group '${name}' can have at most ${MAX_CHOICES} choices.`;
    const min = g.min;
    const max = g.max;
    if (!Number.isInteger(min) || (min as number) < 0)
      return `Option group '${name}': min must be a whole number, 0 or more.`;
    if (!Number.isInteger(max) || (max as number) < 1)
      return `Option group '${name}': max must be a whole number, 1 or more.`;
    if ((min as number) > (max as number)) return `Option group '${name}': min (${min}) is more than max (${max}).`;
    if ((max as number) > g.choices.length) {
      return `Option group '${name}': max (${max}) is more than its ${g.choices.length} choices.`;
    }
    if (g.label !== undefined) return `Option group '${name}': label is not a field (use translations).`;
    const tp = translationsProblem(g.translations, OPTION_FIELDS, `Option group '${name}': translations`);
    if (tp) return tp;
    if (g.size !== undefined && typeof g.size !== "boolean")
      return `Option group '${name}': size must be true or false.`;
    if (g.size) {
      sizes++;
      if (sizes > 1) return "A dish can have only one size group.";
      if (min !== 1 || max !== 1) return `Option group '${name}' is a size: exactly one choice (min 1, max 1).`;
    }
    const names = new Set<string>();
    for (let j = 0; j < g.choices.length; j++) {
      const c: unknown = g.choices[j];
      if (!isObject(c)) return `Option group '${name}': choice ${j + 1} is malformed.`;
      if (!isName(c.name))
        return `Option group '${name}': choice ${j + 1} needs a name of at most ${MAX_OPTION_NAME} characters.`;
      if (names.has(c.name)) return `Option group '${name}' has two choices called '${c.name}'.`;
      names.add(c.name);
      const price = c.price;
      if (typeof price !== "number" || !Number.isFinite(price)) {
        return `Option group '${name}': the price of '${c.name}' is not a number.`;
      }
      if (price < 0) return `Option group '${name}': the price of '${c.name}' is below 0.`;
      if (price > 1e6) return `Option group '${name}': the price of '${c.name}' is too high.`;
      if (c.soldOut !== undefined && typeof c.soldOut !== "boolean") {
        return `Option group '${name}': sold out of '${c.name}' must be true or false.`;
      }
      if (c.label !== undefined) return `Option group '${name}': label is not a field of '${c.name}'.`;
      const ctp = translationsProblem(
        c.translations,
        OPTION_FIELDS,
        `Option group '${name}': '${c.name}' translations`,
      );
      if (ctp) return ctp;
    }
  }
  return null;
}

/**
 * What is wrong with a guest's `chosen` options for a dish with `groups`, or null: a group or
 * choice the dish does not have, a sold-out choice, a choice twice, too many, a required group
 * missing. Every message names the group. Bounds `chosen` before reading it.
 */
export function choicesProblem(groups: readonly OptionGroup[], chosen: unknown): string | null {
  if (chosen === undefined || chosen === null) chosen = {};
  if (!isObject(chosen)) return "The chosen options are malformed.";
  const keys = Object.keys(chosen);
  if (keys.length > MAX_GROUPS) return "Too many option groups were chosen.";
  const byName = new Map(groups.map((g) => [g.name, g]));
  for (const key of keys) {
    const group = byName.get(key);
    if (!group) return `There is no option group '${String(key).slice(0, MAX_OPTION_NAME)}'.`;
    const picked = chosen[key];
    if (!Array.isArray(picked) || picked.length > MAX_CHOICES || picked.some((p) => typeof p !== "string")) {
      return `The choices of '${group.name}' are malformed.`;
    }
    if (new Set(picked).size !== picked.length) return `'${group.name}': a choice was picked twice.`;
    for (const p of picked as string[]) {
      const choice = group.choices.find((c) => c.name === p);
      if (!choice) return `'${group.name}' has no choice '${p.slice(0, MAX_OPTION_NAME)}'.`;
      if (choice.soldOut) return `'${group.name}': ${choice.name} is sold out.`;
    }
    if (picked.length > group.max) return `'${group.name}': choose at most ${group.max}.`;
  }
  for (const group of groups) {
    const n = picks(chosen as ChosenOptions, group.name).length;
    const min = group.size ? 1 : group.min;
    if (n < min) return min === 1 ? `Choose ${group.name}.` : `'${group.name}': choose at least ${min}.`;
  }
  return null;
}

/** A dish's groups read from stored JSON: a list of well-formed groups, else none. */
export function readGroups(value: unknown): OptionGroup[] {
  return Array.isArray(value) && groupsProblem(value) === null ? (value as OptionGroup[]) : [];
}
