// Takeaway and order-ahead (docs/takeaway.md): the venue's pickup slots and the rules a pickup
// time must meet. The server runs this same code (pb_hooks/lib/shared/domain.js) and decides every rule;
// the guest page only shows what the server's slot list says.
//
// Times are minutes of the day in the venue's time zone (src/domain/serving.ts parseHhmm / toHhmm).
// A slot is a service day ("YYYY-MM-DD", the local day its opening hours start on) and a time of
// day: with hours across midnight (18:00-02:00) the 01:30 slot of Friday's service is on Saturday's
// calendar, and keeps Friday's pickup numbers. A guest picks from today's service up to `daysAhead`
// days later (0: today only). "Too soon" compares real instants (VenueClock.at, the server's zone
// rules), so a DST change moves no slot's lead time.
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
  /** Guests may pick a slot up to this many days after today (0 to MAX_DAYS_AHEAD; 0: today only). */
  daysAhead: number;
}

/** Most days ahead a venue may take takeaway orders for. */
export const MAX_DAYS_AHEAD = 14;

export const TAKEAWAY_DEFAULTS: TakeawaySettings = {
  on: false,
  slotMinutes: 15,
  maxOrders: 5,
  maxItems: 0,
  leadMinutes: 15,
  opens: "11:00",
  closes: "21:00",
  payment: "cash",
  daysAhead: 0,
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
  // A closing time before the opening time is after midnight (18:00-02:00); the same time is no
  // opening hours at all.
  if (closes === opens) return "Takeaway opens and closes at different times.";
  if (s.payment !== "cash" && s.payment !== "online") return "Payment is 'cash' (on pickup) or 'online'.";
  // Optional: settings stored before it existed are today only.
  if (s.daysAhead !== undefined && !isWhole(s.daysAhead, 0, MAX_DAYS_AHEAD))
    return `Guests can order 0 to ${MAX_DAYS_AHEAD} days ahead.`;
  return null;
}

/** The settings stored on a venue (anything missing or malformed: the defaults, off). */
export function readTakeaway(raw: unknown): TakeawaySettings {
  if (raw && typeof raw === "object" && takeawayProblem(raw) === null) {
    const s = raw as TakeawaySettings;
    return { ...s, opens: toHhmm(s.opens), closes: toHhmm(s.closes), daysAhead: s.daysAhead ?? 0 };
  }
  return { ...TAKEAWAY_DEFAULTS };
}

const DAY = 24 * 60;

/** How many minutes takeaway is open from `opens` (past midnight when `closes` is earlier). */
function openMinutes(s: TakeawaySettings): number {
  const opens = parseHhmm(s.opens) ?? 0;
  const closes = parseHhmm(s.closes) ?? 0;
  return (((closes - opens) % DAY) + DAY) % DAY;
}

/** Whether the opening hours run past midnight (18:00-02:00). */
export function crossesMidnight(s: TakeawaySettings): boolean {
  return (parseHhmm(s.closes) ?? 0) < (parseHhmm(s.opens) ?? 0);
}

/** Slot starts of a service day, in minutes after its midnight (1440 and more: after midnight). */
export function slotStarts(s: TakeawaySettings): number[] {
  const opens = parseHhmm(s.opens) ?? 0;
  const end = opens + openMinutes(s);
  const out: number[] = [];
  for (let t = opens; t < end; t += s.slotMinutes) out.push(t);
  return out;
}

/** The local date "YYYY-MM-DD" `n` days after `day` (calendar arithmetic, no time zone). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** "HH:mm" of a minute count (taken modulo a day). */
function hhmmOf(t: number): string {
  const m = ((t % DAY) + DAY) % DAY;
  return toHhmm(`${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`);
}

/** The venue's clock: its local date, now, and the instant of a local time (the server's zone rules). */
export interface VenueClock {
  /** The venue's local date now, "YYYY-MM-DD". */
  today: string;
  /** Now in whole minutes since the epoch (rounded down). */
  nowMinute: number;
  /**
   * Minutes since the epoch of local time `minutes` (0..1439) on local date `day`, in the venue's
   * zone; NaN for a time the clocks skip that day (DST forward: 02:30 on the change's night).
   */
  at(day: string, minutes: number): number;
}

/**
 * The service days a guest may pick: today to today + daysAhead; with hours across midnight,
 * yesterday's too (its slots after midnight may still be ahead).
 */
export function serviceDays(s: TakeawaySettings, today: string): string[] {
  const days = crossesMidnight(s) ? [addDays(today, -1)] : [];
  for (let n = 0; n <= s.daysAhead; n++) days.push(addDays(today, n));
  return days;
}

/** The instant (epoch minutes) of slot start `t` (minutes after `day`'s midnight). */
function slotInstant(clock: VenueClock, day: string, t: number): number {
  return clock.at(addDays(day, Math.floor(t / DAY)), t % DAY);
}

/** The earliest instant (epoch minutes) a pickup may be at now. */
export function earliestPickup(s: TakeawaySettings, clock: VenueClock): number {
  return clock.nowMinute + s.leadMinutes;
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
  /** Its service day, "YYYY-MM-DD" (an after-midnight slot keeps the day its hours began). */
  day: string;
  time: string;
  /** Can it still be picked (not full)? */
  open: boolean;
}

/** The slots a guest may pick from now on: each at or after the lead time, open unless full. */
export function listSlots(
  s: TakeawaySettings,
  clock: VenueClock,
  usageOf: (day: string, time: string) => SlotUse,
): PickupSlot[] {
  const earliest = earliestPickup(s, clock);
  const out: PickupSlot[] = [];
  for (const day of serviceDays(s, clock.today)) {
    for (const t of slotStarts(s)) {
      // A time the clocks skip (NaN) is no slot.
      if (!(slotInstant(clock, day, t) >= earliest)) continue;
      const time = hhmmOf(t);
      out.push({ day, time, open: slotTakes(s, usageOf(day, time), 1) });
    }
  }
  return out;
}

/**
 * The slot (`day`, `time`) a guest asks for, or why it cannot be a pickup slot now (a 400 message);
 * the capacity is checked apart, in the write's transaction. Without a `day` (a page from before
 * order-ahead): the earliest of yesterday's (across midnight) and today's service that it can be.
 */
export function pickupSlotProblem(
  s: TakeawaySettings,
  day: unknown,
  time: unknown,
  clock: VenueClock,
): { day: string; problem: string | null; field?: "pickupDay" } {
  const t = parseHhmm(typeof time === "string" ? time : "");
  if (t === null) return { day: clock.today, problem: "Choose a pickup time." };
  const opens = parseHhmm(s.opens) ?? 0;
  const after = (((t - opens) % DAY) + DAY) % DAY; // minutes after opening
  if (after >= openMinutes(s))
    return { day: clock.today, problem: `Takeaway is open from ${s.opens} to ${s.closes}: choose a time in between.` };
  if (after % s.slotMinutes !== 0)
    return { day: clock.today, problem: `Pickup times are every ${s.slotMinutes} minutes from ${s.opens}.` };
  const days = serviceDays(s, clock.today);
  const start = opens + after;
  const earliest = earliestPickup(s, clock);
  let chosen: string;
  if (day === undefined || day === null || day === "") {
    const candidates = days.filter((d) => d <= clock.today);
    chosen = candidates.find((d) => slotInstant(clock, d, start) >= earliest) ?? clock.today;
  } else if (typeof day === "string" && days.includes(day)) {
    chosen = day;
  } else {
    const problem =
      s.daysAhead === 0
        ? "Takeaway orders are for today only."
        : `Choose a pickup day from today to ${s.daysAhead} days ahead.`;
    return { day: clock.today, problem, field: "pickupDay" };
  }
  const at = slotInstant(clock, chosen, start);
  if (Number.isNaN(at))
    return { day: chosen, problem: "The clocks skip this pickup time that day: choose another one." };
  if (at < earliest) return { day: chosen, problem: "This pickup time is too soon: choose a later one." };
  return { day: chosen, problem: null };
}

/** The refusal of a full slot (409). */
export const SLOT_FULL = "This pickup time is full: choose another one.";

/** The guest's name for the pickup, trimmed, or null when it is empty or too long. */
export function pickupName(raw: unknown): string | null {
  const name = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (!name || name.length > MAX_PICKUP_NAME) return null;
  return name;
}
