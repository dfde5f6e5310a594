// Splitting a bill (docs/table-tab.md#splitting-the-bill): every amount is integer cents and every
// split adds up to what it splits, exactly. The server computes a visit's shares with these
// functions (through pb_hooks/lib/shared/domain.js); the guest's phone previews them with the same ones.
import { centsText } from "./cents-text";
import type { ReceiptMoney } from "./receipt-money";

/** A line of a visit's bill that can be taken in a split by item. */
export interface BillItem {
  key: string;
  amountCents: number;
}

/** How the guests split the bill. */
export type SplitMode = "whole" | "equal" | "items" | "amounts";
export const SPLIT_MODES: readonly SplitMode[] = ["whole", "equal", "items", "amounts"];
export type PayMethod = "cash" | "card";
export const PAY_METHODS: readonly PayMethod[] = ["cash", "card"];
/** The tip percentages offered (an amount in cents is the other choice). */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;
/** Most shares a bill splits into. */
export const MAX_SHARES = 20;

export interface Share {
  /** Who pays it: "Everyone", "Share 2 of 3", or the name of who took the items. */
  label: string;
  amountCents: number;
  tipCents: number;
  paid: boolean;
  /** The items (BillItem keys) of a split by item. */
  items: string[];
  /** Paid online through the provider (docs/payments.md), with its payment's id; set by the server. */
  online?: boolean;
  paymentId?: string;
  /** Its receipt's number, from the venue's sequence without gaps (docs/tax-and-receipts.md#receipts); set by the server. */
  receiptNo?: number;
  /** Its receipt's token ("<id>.<key>", src/data/receipts.ts): members of the visit read it by it. */
  receipt?: string;
  /**
   * What it charges, part by part (subtotal, service charge, tax per rate, tip, total), at a venue
   * with money rules (docs/tax-and-receipts.md#what-a-payment-stores); set by the server.
   */
  money?: ReceiptMoney;
}

export interface Bill {
  split: SplitMode;
  method: PayMethod;
  totalCents: number;
  tipCents: number;
  shares: Share[];
  /** The service charge in it (with its tax when tax is added), shared over the shares; absent: none. */
  serviceCents?: number;
}

export type Planned<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * `totalCents` in `n` shares that differ by at most one cent and add up to it exactly. The
 * remainder cents go to the first shares, one each (10.00 in 3 is 3.34, 3.33, 3.33).
 */
export function splitEqual(totalCents: number, n: number): number[] {
  const base = Math.floor(totalCents / n);
  const rest = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * `amountCents` shared in proportion to `weights`, adding up exactly (largest remainder: the
 * cents left after rounding down go to the largest remainders, the earlier share on a tie). All
 * weights 0: an equal split.
 */
export function splitProportional(amountCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return splitEqual(amountCents, weights.length);
  const exact = weights.map((w) => (amountCents * w) / sum);
  const out = exact.map((x) => Math.floor(x));
  let left = amountCents - out.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k++, left--) out[order[k % order.length].i] += 1;
  return out;
}

/**
 * The cents of one bill line shared by `takers` guests in a split by item (Sunday's "share a
 * dish"): shares that differ by at most one cent and add up to the line exactly; the remainder
 * cents go to the first takers, in the order they took it (5.00 in 3 is 1.67, 1.67, 1.66).
 */
export function splitItem(amountCents: number, takers: number): number[] {
  if (!Number.isInteger(takers) || takers < 1) return [];
  return splitEqual(amountCents, takers);
}

/** Who took an item for a split by item: one taker, or the takers sharing it in the order they took it. */
export type Takers = string | readonly string[];

/** The takers of an item as a list (none: []). */
export function takersOf(t: Takers | undefined): string[] {
  if (t === undefined || t === null || t === "") return [];
  if (typeof t === "string") return [t];
  return t.filter((x, i) => x !== "" && t.indexOf(x) === i);
}

export { centsText };

/** An amount of money (a number of the currency) in whole cents. */
export function toCents(amount: number): number {
  return Math.round(Number(amount) * 100);
}

/** The tip in cents: one of TIP_PERCENTS of the total (rounded half up), or an amount from 0 to the total. */
export function tipOf(totalCents: number, tip: { percent?: unknown; cents?: unknown }): Planned<number> {
  if (tip.cents !== undefined && tip.cents !== null) {
    const c = Number(tip.cents);
    if (!Number.isInteger(c)) return { ok: false, message: "A tip is a whole number of cents." };
    if (c < 0) return { ok: false, message: "A tip cannot be below 0." };
    if (c > totalCents) return { ok: false, message: `A tip cannot be more than the bill (${centsText(totalCents)}).` };
    return { ok: true, value: c };
  }
  const p = Number(tip.percent ?? 0);
  if (!(TIP_PERCENTS as readonly number[]).includes(p)) {
    return { ok: false, message: "A tip is 0, 5, 10 or 15% or an amount." };
  }
  return { ok: true, value: Math.floor((totalCents * p + 50) / 100) };
}

export interface BillRequest {
  split: SplitMode;
  /** Number of shares of an equal split. */
  parts?: number;
  /** The shares of a split by amounts, in cents. */
  amounts?: readonly number[];
  tip: { percent?: unknown; cents?: unknown };
  method: PayMethod;
}

/**
 * The bill for `items` (all lines of the visit) as asked: its shares add up to the total and the
 * tip to the tip. By item, every item must have been taken (`takenBy` key -> who, or the list of
 * those sharing it: its cents are split by splitItem); one share per person who took items, in the
 * order of the bill. The tip is shared like the bill. `serviceCents` (the service charge, with its tax
 * when tax is added, docs/tax-and-receipts.md#service-charge) is on the bill before the tip: in the
 * total, shared in proportion by item, never part of what the tip is computed on.
 */
export function planBill(
  items: readonly BillItem[],
  takenBy: Readonly<Record<string, Takers>>,
  req: BillRequest,
  serviceCents = 0,
): Planned<Bill> {
  const linesCents = items.reduce((s, it) => s + it.amountCents, 0);
  const totalCents = linesCents + serviceCents;
  if (!PAY_METHODS.includes(req.method)) return { ok: false, message: "Pay by cash or card." };
  if (!SPLIT_MODES.includes(req.split))
    return { ok: false, message: "Split the whole bill, equally, by item or by amounts." };
  const tip = tipOf(linesCents, req.tip);
  if (!tip.ok) return tip;
  let amounts: number[];
  let labels: string[];
  let itemsOf: string[][];
  if (req.split === "whole") {
    amounts = [totalCents];
    labels = ["Everyone"];
    itemsOf = [[]];
  } else if (req.split === "equal") {
    const n = Number(req.parts);
    if (!Number.isInteger(n) || n < 2 || n > MAX_SHARES) {
      return { ok: false, message: `Split equally between 2 and ${MAX_SHARES} people.` };
    }
    amounts = splitEqual(totalCents, n);
    labels = amounts.map((_, i) => `Share ${i + 1} of ${n}`);
    itemsOf = amounts.map(() => []);
  } else if (req.split === "amounts") {
    const raw = Array.isArray(req.amounts) ? req.amounts : [];
    if (raw.length < 1 || raw.length > MAX_SHARES || !raw.every((a) => Number.isInteger(a) && a >= 0)) {
      return { ok: false, message: `Give 1 to ${MAX_SHARES} shares, each a whole number of cents from 0.` };
    }
    const sum = raw.reduce((s, a) => s + a, 0);
    if (sum !== totalCents) {
      return {
        ok: false,
        message: `The shares add up to ${centsText(sum)}, not to the bill's ${centsText(totalCents)}.`,
      };
    }
    amounts = raw.slice();
    labels = amounts.map((_, i) => `Share ${i + 1} of ${raw.length}`);
    itemsOf = amounts.map(() => []);
  } else {
    const left = items.filter((it) => !takersOf(takenBy[it.key]).length);
    if (left.length) {
      return {
        ok: false,
        message: `Every item must be taken to split by item: ${left.length} not taken yet.`,
      };
    }
    labels = [];
    amounts = [];
    itemsOf = [];
    for (const it of items) {
      const who = takersOf(takenBy[it.key]);
      const cents = splitItem(it.amountCents, who.length);
      who.forEach((w, k) => {
        let i = labels.indexOf(w);
        if (i < 0) {
          i = labels.push(w) - 1;
          amounts.push(0);
          itemsOf.push([]);
        }
        amounts[i] += cents[k];
        itemsOf[i].push(it.key);
      });
    }
    if (!labels.length) return { ok: false, message: "There is nothing to split by item." };
    // The service charge follows what each took.
    if (serviceCents) {
      const service = splitProportional(serviceCents, amounts);
      amounts = amounts.map((a, i) => a + service[i]);
    }
  }
  const tips = req.split === "equal" ? splitEqual(tip.value, amounts.length) : splitProportional(tip.value, amounts);
  return {
    ok: true,
    value: {
      split: req.split,
      method: req.method,
      totalCents,
      tipCents: tip.value,
      ...(serviceCents ? { serviceCents } : {}),
      shares: amounts.map((a, i) => ({
        label: labels[i],
        amountCents: a,
        tipCents: tips[i],
        paid: false,
        items: itemsOf[i],
      })),
    },
  };
}
