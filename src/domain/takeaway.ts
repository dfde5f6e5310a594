// Takeaway and order-ahead (docs/takeaway.md): the venue's pickup slots and the rules a pickup
// time must meet. The server runs this same code (pb_hooks/lib/shared/domain.js) and decides every rule;
// the guest page only shows what the server's slot list says.
//
// Times are minutes of the day in the venue's time zone (src/domain/serving.ts parseHhmm / toHhmm),
// for the venue's current local day: a guest orders ahead for later today, not for another day.
import { parseHhmm, toHhmm } from "./serving";

/** The path segment of a venue's takeaway page: `/{publicLink}/takeaway`. A table identifier is
 *  a number (1 to 6 digits) or a 15-character record id, so this 8-letter word is never one. */
export const TAKEAWAY_SEGMENT = "takeaway";

/** The `tableSlug` a takeaway order is stored with (it has no table). */
export const TAKEAWAY_TABLE = "takeaway";

/** A venue's takeaway settings (users.takeaway). */
export interface TakeawaySettings {
  /** Off by default: the venue is exactly as before. */
  on: boolean;
  /** One slot every this many minutes (5 to 120). */
  slotMinutes: number;
  /** At most this many orders in one slot (1 to 500). */
  maxOrders: number;
  /** At most this many items (dish counts summed) in one slot; 0 = no item limit. */
  maxItems: number;
  /** The earliest slot is at least this many minutes from now (0 to 720). */
  leadMinutes: number;
  /** Opening hours, "HH:mm" in the venue's zone; the last slot starts before `closes`. */
  opens: string;
  closes: string;
  /** "cash": paid on pickup; "online": paid on Stripe's Checkout before the order is accepted. */
  payment: "cash" | "online";
}

export const TAKEAWAY_DEFAULTS: TakeawaySettings = {
  on: false,
  slotMinutes: 15,
  maxOrders: 5,
  maxItems: 0,
  leadMinutes: 15,
  opens: "11:00",
  closes: "21:00",
  payment: "cash",
};

/** Most characters of the name a guest gives for the pickup. */
export const MAX_PICKUP_NAME = 40;

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/** Why `input` is not valid takeaway settings (a message for the owner), or null when it is. */
export function takeawayProblem(input: unknown): string | null {
  if (!input || typeof input !== "object" || Array.isArray(input)) return "Takeaway settings must be an object.";
  const s = input as Record<string, unknown>;
  if (typeof s.on !== "boolean") return "Say whether takeaway is on.";
  if (!isWhole(s.slotMinutes, 5, 120)) return "A pickup slot is 5 to 120 minutes long.";
  if (!isWhole(s.maxOrders, 1, 500)) return "A slot takes 1 to 500 orders.";
  if (!isWhole(s.maxItems, 0, 5000)) return "A slot takes 0 (no limit) to 5000 items.";
  if (!isWhole(s.leadMinutes, 0, 720)) return "The lead time is 0 to 720 minutes.";
  const opens = parseHhmm(typeof s.opens === "string" ? s.opens : "");
  const closes = parseHhmm(typeof s.closes === "string" ? s.closes : "");
  if (opens === null || closes === null) return "Opening hours are two times of day (HH:mm).";
  // Why no hours across midnight: a slot then belongs to the next local day, and the pickup
  // numbers restart each day; a late-night venue closes at 23:59.
  if (closes <= opens) return "Takeaway closes after it opens, on the same day.";
  if (s.payment !== "cash" && s.payment !== "online") return "Payment is 'cash' (on pickup) or 'online'.";
  return null;
}

/** The settings stored on a venue (anything missing or malformed: the defaults, off). */
export function readTakeaway(raw: unknown): TakeawaySettings {
  if (raw && typeof raw === "object" && takeawayProblem(raw) === null) {
    const s = raw as TakeawaySettings;
    return { ...s, opens: toHhmm(s.opens), closes: toHhmm(s.closes) };
  }
  return { ...TAKEAWAY_DEFAULTS };
}

/** Slot start times (minutes of the day) of a day, from opening to the last start before closing. */
export function slotStarts(s: TakeawaySettings): number[] {
  const opens = parseHhmm(s.opens) ?? 0;
  const closes = parseHhmm(s.closes) ?? 0;
  const out: number[] = [];
  for (let t = opens; t < closes; t += s.slotMinutes) out.push(t);
  return out;
}

/** The earliest minute of the day a pickup may be at, `now` being the venue's minute of the day. */
export function earliestPickup(s: TakeawaySettings, now: number): number {
  return now + s.leadMinutes;
}

/** How full a slot is. */
export interface SlotUse {
  orders: number;
  items: number;
}

/** Whether a slot with `use` takes one more order of `items` items. */
export function slotTakes(s: TakeawaySettings, use: SlotUse, items: number): boolean {
  if (use.orders + 1 > s.maxOrders) return false;
  if (s.maxItems > 0 && use.items + items > s.maxItems) return false;
  return true;
}

/** One slot as the guest page lists it. */
export interface PickupSlot {
  time: string;
  /** Can it still be picked (not full, not too soon)? */
  open: boolean;
}

/** Today's slots from `now` on: each start at or after the lead time, open unless full. */
export function listSlots(s: TakeawaySettings, now: number, useOf: (time: string) => SlotUse): PickupSlot[] {
  const earliest = earliestPickup(s, now);
  return slotStarts(s)
    .filter((t) => t >= earliest)
    .map((t) => {
      const time = toHhmm(`${Math.floor(t / 60)}:${String(t % 60).padStart(2, "0")}`);
      return { time, open: slotTakes(s, useOf(time), 1) };
    });
}

/**
 * Why `time` cannot be a pickup time now (a 400 message for the guest), or null when it can; the
 * capacity is checked apart, in the write's transaction.
 */
export function pickupTimeProblem(s: TakeawaySettings, time: unknown, now: number): string | null {
  const t = parseHhmm(typeof time === "string" ? time : "");
  if (t === null) return "Choose a pickup time.";
  const opens = parseHhmm(s.opens) ?? 0;
  const closes = parseHhmm(s.closes) ?? 0;
  if (t < opens || t >= closes) return `Takeaway is open from ${s.opens} to ${s.closes}: choose a time in between.`;
  if ((t - opens) % s.slotMinutes !== 0) return `Pickup times are every ${s.slotMinutes} minutes from ${s.opens}.`;
  if (t < earliestPickup(s, now)) return "This pickup time is too soon: choose a later one.";
  return null;
}

/** The refusal of a full slot (409). */
export const SLOT_FULL = "This pickup time is full: choose another one.";

/** The guest's name for the pickup, trimmed, or null when it is empty or too long. */
export function pickupName(raw: unknown): string | null {
  const name = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (!name || name.length > MAX_PICKUP_NAME) return null;
  return name;
}
