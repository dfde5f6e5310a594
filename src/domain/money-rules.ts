// A venue's money rules (users.moneyRules, docs/tax-and-receipts.md): tax, service charge and timed
// price lists in one JSON field, checked here for the settings screen and the server alike. A venue
// without it (null, the default) prices, totals and exports exactly as the spec says.
import { priceListsProblem } from "./price-list-rules";
import { activeList, listedPrice, type PriceList } from "./price-lists";
import {
  rateOf,
  serviceCharge,
  serviceProblem,
  sumBreakdowns,
  taxBreakdown,
  taxSettingsProblem,
  type ServiceSettings,
  type TaxBreakdown,
  type TaxSettings,
} from "./tax";

/** Tax, service charge and price lists of a venue; each part optional. */
export interface MoneyRules {
  tax?: TaxSettings | null;
  service?: ServiceSettings | null;
  priceLists?: PriceList[] | null;
  /** The venue's details on its receipts; receipts (and their numbers) only once a legal name is set. */
  receipt?: ReceiptDetails | null;
}

/** What every receipt of the venue says of it. */
export interface ReceiptDetails {
  legalName: string;
  address: string;
  taxNumber: string;
}

/** Longest moneyRules JSON the server reads. */
export const MAX_MONEY_RULES_CHARS = 60000;

/** Why `r` are not valid money rules, or "" (null clears them). */
export function moneyRulesProblem(r: unknown): string {
  if (r === null || r === undefined) return "";
  if (typeof r !== "object" || Array.isArray(r)) return "Money rules must be an object.";
  const m = r as MoneyRules;
  for (const k of Object.keys(m)) {
    if (k !== "tax" && k !== "service" && k !== "priceLists" && k !== "receipt") return `Unknown money rule '${k}'.`;
  }
  const rateIds: string[] = [];
  if (m.tax) {
    const p = taxSettingsProblem(m.tax);
    if (p) return p;
    m.tax.rates.forEach((x) => rateIds.push(x.id));
  }
  if (m.service) {
    const p = serviceProblem(m.service, rateIds);
    if (p) return p;
  }
  if (m.priceLists) {
    const p = priceListsProblem(m.priceLists);
    if (p) return p;
  }
  if (m.receipt) {
    const r = m.receipt as Partial<ReceiptDetails>;
    const text = (v: unknown, max: number) => typeof v === "string" && v.length <= max;
    if (!text(r.legalName, 120) || !String(r.legalName).trim())
      return "A receipt needs the venue's legal name (up to 120 characters).";
    if (!text(r.address, 300)) return "The address on receipts is up to 300 characters.";
    if (!text(r.taxNumber, 40)) return "The tax number on receipts is up to 40 characters.";
  }
  return "";
}

/** An order line as stored ({dishId line key, price, count}). */
export interface PricedLine {
  dishId: string;
  price: number;
  count: number;
}

/**
 * The tax breakdown of an order's `items` under `tax` (rate by the line's dish, its category from
 * `categoryOf`, or the takeaway rate for a takeaway order).
 */
export function orderTax(
  items: readonly PricedLine[],
  categoryOf: Readonly<Record<string, string>>,
  tax: TaxSettings,
  takeaway = false,
): TaxBreakdown {
  return taxBreakdown(
    items.map((l) => {
      const dishId = String(l.dishId).split("_")[0].split("|")[0];
      return {
        amountCents: Math.round(Number(l.price) * 100) * Number(l.count),
        rate: rateOf(tax, dishId, categoryOf[dishId] ?? "", takeaway),
      };
    }),
    tax.mode,
  );
}

/**
 * The unit price (money, not cents) of a line of `dish` whose normal unit price is `unit` (the
 * dish's price + its extras and options), at weekday `day` (1 Monday .. 7 Sunday) and `minutes` of
 * the venue's day. A price list changes the dish's own price only (a percent off it, or a fixed
 * price instead of it); extras and options are added at their normal prices, as the guest page
 * shows them. No list holds: `unit` as it is.
 */
export function timedUnitPrice(
  lists: readonly PriceList[] | null | undefined,
  day: number,
  minutes: number,
  dish: { id: string; category?: string; price: number },
  unit: number,
): number {
  const list = activeList(lists, day, minutes);
  if (!list) return unit;
  const baseCents = Math.round(dish.price * 100);
  return (listedPrice(list, dish, baseCents) + Math.round(unit * 100) - baseCents) / 100;
}

/** A bill's money before the tip (docs/tax-and-receipts.md#service-charge). */
export interface BillMoney {
  /** The lines at menu prices (the orders' totals). */
  subtotalCents: number;
  serviceCents: number;
  /** Tax per rate of the lines and the service charge together; the tax total. */
  tax: TaxBreakdown | null;
  /** What is due before the tip. */
  totalCents: number;
}

/**
 * The money of a bill of `orders` (each with its stored total and tax breakdown) for `guests`
 * guests under `rules`: the service charge on the subtotal at menu prices (half up), taxed at its
 * rate the venue's way (inside it, or added); the tip comes after and is never part of it. No rules:
 * the subtotal, exactly the spec's total.
 */
export function billMoney(
  orders: ReadonlyArray<{ total: number; tax?: TaxBreakdown | null }>,
  rules: MoneyRules | null | undefined,
  guests: number,
): BillMoney {
  const subtotalCents = orders.reduce((s, o) => s + Math.round(Number(o.total) * 100), 0);
  const serviceCents = serviceCharge(subtotalCents, rules?.service, guests);
  const tax = rules?.tax;
  if (!tax) return { subtotalCents, serviceCents, tax: null, totalCents: subtotalCents + serviceCents };
  const parts = orders.map((o) => o.tax).filter((t): t is TaxBreakdown => !!t);
  const serviceRate = rules?.service?.rate ? tax.rates.find((r) => r.id === rules.service!.rate) : undefined;
  if (serviceCents) {
    const rate = serviceRate ?? { id: "service", name: "Service (no tax)", percent: 0 };
    parts.push(taxBreakdown([{ amountCents: serviceCents, rate }], tax.mode));
  }
  const sum = sumBreakdowns(parts, tax.mode);
  return { subtotalCents, serviceCents, tax: sum, totalCents: sum.totalCents };
}
