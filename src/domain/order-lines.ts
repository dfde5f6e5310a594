// Rules of an order line, the same for the guest cart, the owner's edit and the server's pricing
// (pb_hooks/lib/orders/order-lines.js runs this code through pb_hooks/lib/shared/domain.js).
import { optionsKey, type ChosenOptions } from "./option-groups";

/** Most of one line an order can hold (the server refuses more). */
export const MAX_COUNT = 99;
/** Most lines in one order (the server refuses more). */
export const MAX_LINES = 50;

/**
 * The key of a dish with chosen extras, which is also the order line's dishId: the dish id alone,
 * or the dish id + '_' + the 'name:price' pairs of its extras, names sorted, comma-joined; then,
 * for a dish with option groups, '|group=choice+choice' per chosen group (src/domain/option-groups.ts).
 */
export function lineKey(dishId: string, modifiers: Record<string, number> = {}, options: ChosenOptions = {}): string {
  const names = Object.keys(modifiers).sort();
  const base = names.length ? `${dishId}_${names.map((n) => `${n}:${modifiers[n]}`).join(",")}` : dishId;
  return base + optionsKey(options);
}

/** The dish id a line key starts with (the whole key when it has no extras nor options). */
export function dishIdOfKey(key: string): string {
  return key.split("_")[0].split("|")[0];
}

/** The extras' names a line key lists ('abc_Bacon:1.5,Egg:1' -> ['Bacon', 'Egg']). */
export function extraNamesOfKey(key: string): string[] {
  const cut = key.indexOf("_");
  if (cut < 0) return [];
  const bar = key.indexOf("|", cut);
  return key
    .slice(cut + 1, bar < 0 ? undefined : bar)
    .split(",")
    .map((pair) => (pair.lastIndexOf(":") < 0 ? pair : pair.slice(0, pair.lastIndexOf(":"))))
    .filter((n) => n !== "");
}

/**
 * Waiter requests: an order of one line whose dishId is the request's kind, price 0, count 1,
 * total 0, titled with the guest's button label.
 */
export const WAITER_REQUESTS = {
  information: "Get Information",
  cash: "Pay Cash",
  card: "Pay Card",
} as const;

export type WaiterRequest = keyof typeof WAITER_REQUESTS;

/** A waiter call in words, for the staff and the guest ('Waiter called: paying by card'). */
export const WAITER_CALL_TEXT: Record<WaiterRequest, string> = {
  information: "Waiter called: information",
  cash: "Waiter called: paying by cash",
  card: "Waiter called: paying by card",
};

/** The waiter-request kinds, in the order the guest's dialog offers them. */
export const WAITER_KINDS = Object.keys(WAITER_REQUESTS) as WaiterRequest[];

/** Whether a line's dishId is a waiter request rather than a dish. */
export function isWaiterKind(dishId: string): dishId is WaiterRequest {
  return Object.prototype.hasOwnProperty.call(WAITER_REQUESTS, dishId);
}

/** Why an order with a waiter line cannot take dishes (combine, edit): it would reach the kitchen. */
export const WAITER_CALL_NOT_COMBINED = "A waiter call cannot be combined with an order.";

/** Whether an order holds a waiter call (any line whose dishId is a waiter request). */
export function hasWaiterLine(items: ReadonlyArray<{ dishId: unknown }>): boolean {
  return items.some((l) => isWaiterKind(String(l.dishId)));
}
