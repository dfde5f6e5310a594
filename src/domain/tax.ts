// Tax and service charge (docs/tax-and-receipts.md): one rule set for the server (through
// pb_hooks/lib/shared/domain.js) and the browser's preview. Every amount is integer cents; every rate is
// in basis points (19 % is 1900, 7.5 % is 750), so no float ever holds money or a rate.
//
// Rounding rule: tax is computed per line (a line is price x count), rounded half up to the cent.
// An order's tax per rate is the sum of its lines' tax for that rate, and the order's tax the sum
// of its rates': so the lines always add up to the order exactly. A bill's shares get each rate's
// tax by largest remainder (split.ts splitProportional) in proportion to their amounts, so the
// shares' tax adds up to the bill's exactly.
import { basisPoints, mulDivHalfUp } from "./percent";
import { splitProportional } from "./split";

// In their own module so the guest page's prices by the hour (price-lists.ts) do not load the tax rules.
export { basisPoints, mulDivHalfUp };

/** Prices include tax (most of Europe) or have it added (most of the United States). */
export type TaxMode = "inclusive" | "exclusive";

/** One tax rate the venue defines. */
export interface TaxRate {
  id: string;
  name: string;
  /** Percent with at most two decimals, 0 to 100. */
  percent: number;
}

/** The venue's tax settings (users.moneyRules.tax). */
export interface TaxSettings {
  mode: TaxMode;
  rates: TaxRate[];
  /** The rate id of every dish without an override. */
  defaultRate: string;
  /** Rate id by category id. */
  categories?: Record<string, string>;
  /** Rate id by dish id (wins over the category's). */
  dishes?: Record<string, string>;
  /** The rate id of every line of a takeaway order, where the law says so ("" or absent: as eating in). */
  takeawayRate?: string;
}

/** Most tax rates a venue defines. */
export const MAX_RATES = 10;

/** Why `p` is not a percent from `min` to `max` with at most two decimals, or "" when it is. */
export function percentProblem(p: unknown, max: number, what: string): string {
  const n = typeof p === "number" ? p : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > max) return `${what} must be a number from 0 to ${max} %.`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${what} can have at most two decimals.`;
  return "";
}

/** Tax in cents of a line of `amountCents` at `bp` basis points: inside the amount (inclusive) or on top (exclusive). */
export function lineTax(amountCents: number, bp: number, mode: TaxMode): number {
  if (mode === "inclusive") return mulDivHalfUp(amountCents, bp, 10000 + bp);
  return mulDivHalfUp(amountCents, bp, 10000);
}

/** Why `s` is not valid tax settings, or "" (also checks every override names a defined rate). */
export function taxSettingsProblem(s: unknown): string {
  if (!s || typeof s !== "object" || Array.isArray(s)) return "Tax settings must be an object.";
  const t = s as Partial<TaxSettings>;
  if (t.mode !== "inclusive" && t.mode !== "exclusive")
    return "Choose whether prices include tax (inclusive) or have it added (exclusive).";
  if (!Array.isArray(t.rates) || t.rates.length < 1 || t.rates.length > MAX_RATES)
    return `Define 1 to ${MAX_RATES} tax rates.`;
  const ids: string[] = [];
  for (const r of t.rates) {
    if (!r || typeof r !== "object") return "A tax rate is malformed.";
    if (typeof r.id !== "string" || !/^[A-Za-z0-9_-]{1,20}$/.test(r.id))
      return "A tax rate's id is 1 to 20 letters, digits, '-' or '_'.";
    if (ids.includes(r.id)) return `Two tax rates have the id '${r.id}'.`;
    ids.push(r.id);
    if (typeof r.name !== "string" || !r.name.trim() || r.name.length > 40)
      return "A tax rate's name is 1 to 40 characters.";
    const p = percentProblem(r.percent, 100, `The rate '${r.name}'`);
    if (p) return p;
  }
  if (!ids.includes(String(t.defaultRate))) return "The default tax rate must be one of the rates.";
  if (t.takeawayRate && !ids.includes(String(t.takeawayRate))) return "The takeaway rate must be one of the rates.";
  for (const key of ["categories", "dishes"] as const) {
    const map = t[key];
    if (map === undefined || map === null) continue;
    if (typeof map !== "object" || Array.isArray(map)) return "Tax overrides must map ids to rates.";
    const entries = Object.keys(map);
    if (entries.length > 1000) return "At most 1000 tax overrides.";
    for (const k of entries) {
      if (!ids.includes(String((map as Record<string, string>)[k])))
        return `The override for '${k}' names a rate that is not defined.`;
    }
  }
  return "";
}

/** The rate of a dish: its own override, else its category's, else the default; a takeaway order's lines all take the takeaway rate when one is set. */
export function rateOf(s: TaxSettings, dishId: string, categoryId: string, takeaway = false): TaxRate {
  const has = (m: Record<string, string> | undefined, k: string) => !!m && Object.prototype.hasOwnProperty.call(m, k);
  let id = s.defaultRate;
  if (takeaway && s.takeawayRate) id = s.takeawayRate;
  else if (has(s.dishes, dishId)) id = s.dishes![dishId];
  else if (has(s.categories, categoryId)) id = s.categories![categoryId];
  return s.rates.find((r) => r.id === id) ?? s.rates[0];
}

/** A line to tax: its amount (price x count) in cents and its rate. */
export interface TaxLine {
  amountCents: number;
  rate: TaxRate;
}

/** Tax of one rate in an order or a bill. */
export interface RateTotal {
  rate: string;
  name: string;
  percent: number;
  /** Amount without tax. */
  netCents: number;
  taxCents: number;
  /** net + tax. */
  grossCents: number;
}

/** An order's tax breakdown, as stored on the order (orders.tax). */
export interface TaxBreakdown {
  mode: TaxMode;
  /** Per line, in the order's line order. */
  lines: Array<{ rate: string; percent: number; taxCents: number }>;
  rates: RateTotal[];
  netCents: number;
  taxCents: number;
  /** What the guest pays: the lines' amounts (inclusive) or amounts + tax (exclusive). */
  totalCents: number;
}

/** The tax breakdown of `lines`: tax per line (half up), summed per rate, the rates summed to the order. */
export function taxBreakdown(lines: readonly TaxLine[], mode: TaxMode): TaxBreakdown {
  const out: TaxBreakdown = { mode, lines: [], rates: [], netCents: 0, taxCents: 0, totalCents: 0 };
  for (const l of lines) {
    const bp = basisPoints(l.rate.percent);
    const tax = lineTax(l.amountCents, bp, mode);
    out.lines.push({ rate: l.rate.id, percent: l.rate.percent, taxCents: tax });
    const gross = mode === "inclusive" ? l.amountCents : l.amountCents + tax;
    let r = out.rates.find((x) => x.rate === l.rate.id);
    if (!r) {
      r = { rate: l.rate.id, name: l.rate.name, percent: l.rate.percent, netCents: 0, taxCents: 0, grossCents: 0 };
      out.rates.push(r);
    }
    r.taxCents += tax;
    r.grossCents += gross;
    r.netCents += gross - tax;
  }
  for (const r of out.rates) {
    out.netCents += r.netCents;
    out.taxCents += r.taxCents;
    out.totalCents += r.grossCents;
  }
  return out;
}

/** Sum of several breakdowns (a bill of several orders): rates merged by id, every sum exact. */
export function sumBreakdowns(parts: readonly TaxBreakdown[], mode: TaxMode): TaxBreakdown {
  const out: TaxBreakdown = { mode, lines: [], rates: [], netCents: 0, taxCents: 0, totalCents: 0 };
  for (const p of parts) {
    out.lines.push(...p.lines);
    for (const pr of p.rates) {
      let r = out.rates.find((x) => x.rate === pr.rate);
      if (!r) {
        r = { ...pr, netCents: 0, taxCents: 0, grossCents: 0 };
        out.rates.push(r);
      }
      r.netCents += pr.netCents;
      r.taxCents += pr.taxCents;
      r.grossCents += pr.grossCents;
    }
  }
  for (const r of out.rates) {
    out.netCents += r.netCents;
    out.taxCents += r.taxCents;
    out.totalCents += r.grossCents;
  }
  return out;
}

/**
 * Each rate of `bill` shared over shares of `shareCents` (the shares' gross amounts, adding up to
 * the bill's total): per rate, gross and tax by largest remainder in proportion to the shares, so
 * every rate's shares add up to the bill's rate exactly.
 */
export function shareTax(bill: TaxBreakdown, shareCents: readonly number[]): RateTotal[][] {
  // Gross per rate and share by largest remainder: every rate's column adds up to the rate.
  const gross = bill.rates.map((r) => splitProportional(r.grossCents, shareCents));
  // Then each share's row is made to add up to its amount: a cent of some rate moves from a share
  // that got too much to one that got too little (the columns keep their sums).
  const rowSum = (i: number) => gross.reduce((s, col) => s + col[i], 0);
  for (let to = 0; to < shareCents.length; to++) {
    for (let from = 0; rowSum(to) < shareCents[to] && from < shareCents.length; from++) {
      for (let r = 0; r < gross.length && rowSum(to) < shareCents[to]; r++) {
        while (rowSum(from) > shareCents[from] && gross[r][from] > 0 && rowSum(to) < shareCents[to]) {
          gross[r][from] -= 1;
          gross[r][to] += 1;
        }
      }
    }
  }
  const out: RateTotal[][] = shareCents.map(() => []);
  bill.rates.forEach((r, k) => {
    // The rate's tax in proportion to the shares' gross of that rate: the column adds up too.
    const tax = splitProportional(r.taxCents, gross[k]);
    gross[k].forEach((g, i) => out[i].push({ ...r, grossCents: g, taxCents: tax[i], netCents: g - tax[i] }));
  });
  return out;
}

/**
 * A credit (a refund of `refundCents` of an order or bill `paid`), as negative amounts per rate:
 * the refund is shared over the rates by their gross (largest remainder), and each part's tax in
 * the same proportion as the rate's, so a full refund is exactly the original negated.
 */
export function creditBreakdown(paid: TaxBreakdown, refundCents: number): TaxBreakdown {
  const cents = Math.max(0, Math.min(refundCents, paid.totalCents));
  const parts = splitProportional(
    cents,
    paid.rates.map((r) => r.grossCents),
  );
  const rates = paid.rates.map((r, i) => {
    const tax = r.grossCents ? mulDivHalfUp(parts[i], r.taxCents, r.grossCents) : 0;
    return { ...r, grossCents: -parts[i], taxCents: -tax, netCents: -(parts[i] - tax) };
  });
  return {
    mode: paid.mode,
    lines: [],
    rates,
    netCents: rates.reduce((s, r) => s + r.netCents, 0),
    taxCents: rates.reduce((s, r) => s + r.taxCents, 0),
    totalCents: rates.reduce((s, r) => s + r.grossCents, 0),
  };
}

/** The venue's service charge (users.moneyRules.service). */
export interface ServiceSettings {
  /** 0 to 30, at most two decimals. */
  percent: number;
  /** Charged from this many guests at the table (1: always). */
  minGuests: number;
  /** The rate id it is taxed at ("" or absent: not taxed). */
  rate?: string;
}

/** Highest service charge. */
export const MAX_SERVICE_PERCENT = 30;

/** Why `s` is not a valid service charge for rates `rateIds`, or "". */
export function serviceProblem(s: unknown, rateIds: readonly string[]): string {
  if (!s || typeof s !== "object" || Array.isArray(s)) return "The service charge must be an object.";
  const v = s as Partial<ServiceSettings>;
  const p = percentProblem(v.percent, MAX_SERVICE_PERCENT, "The service charge");
  if (p) return p;
  const n = Number(v.minGuests ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 100) return "Charge service from 1 to 100 guests.";
  if (v.rate && !rateIds.includes(String(v.rate))) return "The service charge's tax rate must be one of the rates.";
  return "";
}

/** The service charge on a subtotal (gross cents of the lines) for `guests` guests: half up, 0 below minGuests. */
export function serviceCharge(subtotalCents: number, s: ServiceSettings | null | undefined, guests: number): number {
  if (!s || !(s.percent > 0)) return 0;
  if (guests < (s.minGuests || 1)) return 0;
  return mulDivHalfUp(subtotalCents, basisPoints(s.percent), 10000);
}
