// Orders as the owner screens see them (docs/ordering.md#order-states, #edit-order).
import { unitPrice } from "./money";
import { lineKey } from "./order-lines";
import { optionsPrice, optionsTitle, type ChosenOptions, type OptionGroup } from "./option-groups";
import type { OrderDue } from "./order-due";

/** One order line: dishId (docs/ordering.md#line-ids), title, unit price, count, chosen modifiers. */
export interface OrderLine {
  dishId: string;
  title: string;
  price: number;
  count: number;
  modifiers: Record<string, number>;
  /** Chosen option groups (src/domain/option-groups.ts); absent on a line without any. */
  options?: ChosenOptions;
}

/** An order; `created`/`updated` are the server's timestamps (ISO-like, UTC). */
export interface Order {
  id: string;
  user: string;
  userSlug: string;
  tableSlug: string;
  items: OrderLine[];
  total: number;
  started: boolean;
  finished: boolean;
  created: string;
  updated: string;
  /** When the order was finished ('' while it is not): set once by the server, never moved. */
  finishedAt: string;
  /** The venue's currency (from the expanded user), '' when unknown. */
  currency: string;
  /** Sent by the owner from their own guest menu (docs/storefront.md#test-orders); absent: false. */
  isTest?: boolean;
  /** Who started, finished and last edited it ("Owner" or a member's name; "" when unknown). */
  startedBy?: string;
  finishedBy?: string;
  editedBy?: string;
  /** The table tab (visit) it is on (docs/table-tab.md), '' or absent when none. */
  visit?: string;
  /** A takeaway order (docs/takeaway.md): its pickup number, time and the guest's name; absent on a table order. */
  pickup?: { number: number; at: string; name: string; day?: string };
  /** At a venue with tax added: what the guest owes (the server's; docs/tax-and-receipts.md#what-staff-see). */
  due?: OrderDue;
}

/**
 * Where an order goes: "Table 3", or "Takeaway 12 · 12:30 · Anna" for a takeaway order; one for a
 * later day than `today` ("YYYY-MM-DD", order-ahead) says the day: "Takeaway 1 · Sun 29 Nov 12:30 · Anna".
 */
export function placeOf(order: Pick<Order, "tableSlug" | "pickup">, today?: string): string {
  if (!order.pickup) return `Table ${order.tableSlug}`;
  const { day } = order.pickup;
  const later =
    today && day && day > today
      ? new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
          weekday: "short",
          day: "numeric",
          month: "short",
          timeZone: "UTC",
        }) + " "
      : "";
  return `Takeaway ${order.pickup.number} · ${later}${order.pickup.at} · ${order.pickup.name}`;
}

/** The local date "YYYY-MM-DD" of `now` on this device (the staff's screens are in the venue). */
export function localDay(now: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The name the server signs the owner's own actions with (pb_hooks/lib/team/staff.js). */
export const OWNER_ACTOR = "Owner";

/**
 * "Started by Wendy · Finished by Kit": who handled an order; '' when nobody is known or only the
 * owner handled it (a venue without team members sees its cards exactly as before).
 */
export function handledBy(o: Pick<Order, "startedBy" | "finishedBy" | "editedBy">): string {
  const names = [o.startedBy, o.editedBy, o.finishedBy].filter(Boolean);
  if (names.every((n) => n === OWNER_ACTOR)) return "";
  const parts: string[] = [];
  if (o.startedBy) parts.push(`Started by ${o.startedBy}`);
  if (o.editedBy) parts.push(`Edited by ${o.editedBy}`);
  if (o.finishedBy) parts.push(`Finished by ${o.finishedBy}`);
  return parts.join(" · ");
}

/** When a finished order was finished: its finishedAt (the server sets it once); `updated` for a record without it. */
export function finishedTime(o: Pick<Order, "finishedAt" | "updated">): string {
  return o.finishedAt || o.updated;
}

/** A dish as the edit modal offers it. */
export interface DishOption {
  id: string;
  title: string;
  price: number;
  /** The dish's extras (name -> extra price), offered by the editor. */
  modifiers?: Record<string, number>;
  /** The dish's option groups and sizes; absent when it has none. */
  optionGroups?: OptionGroup[];
  /** Its serving window ("HH:mm" bounds); absent or null: always served. */
  timeServed?: { from?: string; to?: string } | null;
  /** False when the dish is marked sold out. */
  available?: boolean;
  /** Its category (title and place in the menu), for staff order entry's grid. */
  category?: { title: string; order: number };
}

/** Table filter: case-insensitive substring of the table slug; blank keeps all. */
export function matchesTable(order: Pick<Order, "tableSlug">, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  return f === "" || order.tableSlug.toLowerCase().includes(f);
}

/** Splits the live orders into the two columns: not started, started. */
export function splitByState<T extends Pick<Order, "started">>(
  orders: readonly T[],
): { notStarted: T[]; started: T[] } {
  return { notStarted: orders.filter((o) => !o.started), started: orders.filter((o) => o.started) };
}

/**
 * Edit modal: adds one of `dish` with the chosen `extras` (names of its modifiers). A listed line
 * (same dish, same extras: the same dishId) gets +1; a new one starts at 1 with the title and
 * the price plus its extras (the server prices it again anyway).
 */
export function addDishLine(
  lines: readonly OrderLine[],
  dish: DishOption,
  extras: readonly string[] = [],
  options: ChosenOptions = {},
): OrderLine[] {
  const offered = dish.modifiers ?? {};
  // Own names only, into a map without a prototype: "__proto__" or "toString" is an extra like any other.
  const modifiers: Record<string, number> = Object.create(null);
  for (const name of extras) if (Object.hasOwn(offered, name)) modifiers[name] = offered[name];
  const groups = dish.optionGroups ?? [];
  const dishId = lineKey(dish.id, modifiers, options);
  if (lines.some((l) => l.dishId === dishId)) {
    return lines.map((l) => (l.dishId === dishId ? { ...l, count: l.count + 1 } : l));
  }
  const price = unitPrice(optionsPrice(dish.price, groups, options), Object.values(modifiers));
  const title = optionsTitle(dish.title, groups, options);
  const line: OrderLine = { dishId, title, price, count: 1, modifiers };
  if (Object.keys(options).length) line.options = options;
  return [...lines, line];
}

/** Edit modal: changes a line's count by `delta`; a line reaching 0 is removed (never below 0). */
export function changeLineCount(lines: readonly OrderLine[], dishId: string, delta: number): OrderLine[] {
  return lines
    .map((l) => (l.dishId === dishId ? { ...l, count: Math.max(0, l.count + delta) } : l))
    .filter((l) => l.count > 0);
}
