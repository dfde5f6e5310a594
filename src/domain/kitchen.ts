// The kitchen display (docs/kitchen.md): which orders it shows, how urgent each looks, and what a tap
// does. Pure: time is an argument.
import type { Order } from "./orders";
import { formatDateTime, parseServerDate, type DateStyle } from "./format";
import { hasWaiterLine, isWaiterKind } from "./order-lines";

/** Minutes after sending when a card turns amber / red, and whether starting prints a ticket. */
export interface KitchenSettings {
  amberMinutes: number;
  redMinutes: number;
  autoPrint: boolean;
}

export const DEFAULT_AMBER_MINUTES = 10;
export const DEFAULT_RED_MINUTES = 20;
export const MAX_AMBER_MINUTES = 240;
export const MAX_RED_MINUTES = 480;

/** Settings from the owner's record: 0 or missing means the default (10 / 20 minutes). */
export function toKitchenSettings(r: Record<string, unknown>): KitchenSettings {
  return {
    amberMinutes: Number(r.kitchenAmberMinutes) || DEFAULT_AMBER_MINUTES,
    redMinutes: Number(r.kitchenRedMinutes) || DEFAULT_RED_MINUTES,
    autoPrint: r.kitchenAutoPrint === true,
  };
}

/** Validates the Settings form: whole minutes, amber from 1 to 240, red after amber and at most 480. */
export function validateKitchenSettings(
  amber: unknown,
  red: unknown,
  autoPrint: boolean,
): { ok: true; value: KitchenSettings } | { ok: false; errors: Record<string, string> } {
  const a = Number(String(amber ?? "").trim());
  const r = Number(String(red ?? "").trim());
  const errors: Record<string, string> = {};
  if (!Number.isInteger(a) || a < 1 || a > MAX_AMBER_MINUTES)
    errors.amberMinutes = `Amber must be a whole number of minutes from 1 to ${MAX_AMBER_MINUTES}.`;
  if (!Number.isInteger(r) || r < 1 || r > MAX_RED_MINUTES)
    errors.redMinutes = `Red must be a whole number of minutes from 1 to ${MAX_RED_MINUTES}.`;
  else if (!errors.amberMinutes && r <= a) errors.redMinutes = "Red must come after amber (more minutes).";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { amberMinutes: a, redMinutes: r, autoPrint } };
}

/** Whole minutes since `created` (a server timestamp) at `now`; never negative (clock skew). */
export function minutesSince(created: string, now: Date): number {
  const t = parseServerDate(created).getTime();
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.floor((now.getTime() - t) / 60_000));
}

export type Urgency = "fresh" | "amber" | "red";

/** How urgent an order waiting `minutes` looks: amber from `amberMinutes`, red from `redMinutes`. */
export function urgencyOf(minutes: number, s: Pick<KitchenSettings, "amberMinutes" | "redMinutes">): Urgency {
  if (minutes >= s.redMinutes) return "red";
  if (minutes >= s.amberMinutes) return "amber";
  return "fresh";
}

/** "just now", "1 min", "25 min", "1 h 05 min": the wait, short enough to read from across the room. */
export function formatWait(minutes: number): string {
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const m = minutes % 60;
  return `${Math.floor(minutes / 60)} h ${String(m).padStart(2, "0")} min`;
}

/** A tap's effect: start a not-started order, finish a started one. */
export type KitchenAction = "start" | "finish";

/** What a tap on this order does next, given the state it shows. */
export function nextKitchenAction(o: Pick<Order, "started" | "finished">): KitchenAction | null {
  if (o.finished) return null;
  return o.started ? "finish" : "start";
}

/** The order as the kitchen sees it while `action` waits out its undo window. */
export function withPending<T extends Pick<Order, "started" | "finished">>(o: T, action: KitchenAction | undefined): T {
  if (action === "start") return { ...o, started: true };
  if (action === "finish") return { ...o, started: true, finished: true };
  return o;
}

/** Whether an order is a waiter call (one line: information, cash or card), not food. */
export function isWaiterRequest(o: Pick<Order, "items">): boolean {
  return o.items.length === 1 && isWaiterKind(o.items[0].dishId);
}

/** An order's food lines only: a waiter line never reaches a cook (screen or ticket). */
export function kitchenLines<L extends Pick<Order["items"][number], "dishId">>(items: readonly L[]): L[] {
  return items.filter((l) => !isWaiterKind(String(l.dishId)));
}

/**
 * Unfinished orders, oldest first (the kitchen cooks in the order guests sent). Waiter calls stay
 * off the kitchen screen: a cook tapping one away would finish it before the floor staff saw it.
 * An order from before combining was refused that holds food and a waiter line shows its food only.
 */
export function kitchenQueue<T extends Pick<Order, "finished" | "created" | "id" | "items">>(
  orders: readonly T[],
): T[] {
  return orders
    .filter((o) => !o.finished)
    .map((o) => (hasWaiterLine(o.items) ? { ...o, items: kitchenLines(o.items) } : o))
    .filter((o) => o.items.length > 0)
    .sort(
      (a, b) => parseServerDate(a.created).getTime() - parseServerDate(b.created).getTime() || a.id.localeCompare(b.id),
    );
}

/** A kitchen ticket's time: the one date format of the owner's screens ('22. November. 21:58'). */
export function formatTicketTime(value: string | Date, style?: DateStyle): string {
  return formatDateTime(value, style);
}
