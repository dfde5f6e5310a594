// Receipts (docs/tax-and-receipts.md#receipts): what a receipt says, as one pure shape the server
// stores once when a payment is taken (a receipt never changes afterwards) and every reader renders:
// the guest's phone, its PDF, the mail, the browser's print and the station's printer. Integer cents.
import { basisPoints, lineTax, mulDivHalfUp, type TaxMode } from "./tax";
import { centsText } from "./cents-text";
import { splitProportional } from "./split";
import type { LineChoice } from "./line-choices";
import { sayEnglish, type ReceiptDocSay } from "./receipt-doc-words";

/** One line of a receipt: a dish with its choices, at what this payment paid for it. */
export interface ReceiptLine {
  title: string;
  count: number;
  amountCents: number;
  choices: LineChoice[];
  /** A dish shared by several guests in a split by item: this is their part of it. */
  shared?: boolean;
}

/** The tax of one rate on a receipt. */
export interface ReceiptRate {
  name: string;
  percent: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
}

/** A receipt as stored (receipts.doc) and shown. */
export interface ReceiptDoc {
  /** The venue's receipt number (gap-free per venue, lib/money/receipts.js). */
  number: number;
  kind: "sale" | "credit";
  /** A credit receipt: the number of the receipt it credits. */
  creditFor?: number;
  /** The venue's legal details (users.moneyRules.receipt) and its menu title. */
  venue: { name: string; legalName: string; address: string; taxNumber: string };
  /** When it was issued: UTC (ISO) and the venue's local time ("2026-11-28 19:32", its zone named). */
  issuedAt: string;
  localTime: string;
  zone: string;
  currency: string;
  /** "Table 4", "Takeaway 12". */
  where: string;
  /** Whose share ("Anna", "Share 2 of 3"), "" for a whole bill or order. */
  label: string;
  lines: ReceiptLine[];
  /** A share of an equal or amounts split pays part of these lines: the lines are the bill's. */
  partOfBill: boolean;
  subtotalCents: number;
  serviceCents: number;
  taxMode: TaxMode | "";
  rates: ReceiptRate[];
  taxCents: number;
  tipCents: number;
  totalCents: number;
  /** "cash", "card", "online" or "counter" (a takeaway order paid when handed over). */
  paidWith: string;
}

/** The gross cents of one rate among the lines a receipt pays (before any share of them). */
export interface RateGross {
  name: string;
  percent: number;
  grossCents: number;
}

/**
 * The money of a receipt paying `amountCents` of lines whose gross per rate is `gross` (the lines'
 * own amounts, or the bill's whole lines for a share of a split): each rate's part of the amount by
 * largest remainder (split.ts splitProportional, so the rates add up to the amount exactly), and its
 * tax by the venue's rule (tax.ts lineTax, half up) on that part. Exclusive prices add the tax.
 */
export function receiptMoney(
  amountCents: number,
  gross: readonly RateGross[],
  mode: TaxMode | "",
  tipCents: number,
  serviceCents = 0,
): Pick<ReceiptDoc, "subtotalCents" | "serviceCents" | "rates" | "taxCents" | "tipCents" | "totalCents" | "taxMode"> {
  const used = gross.filter((g) => g.grossCents !== 0);
  const parts =
    mode && used.length
      ? splitProportional(
          amountCents,
          used.map((g) => g.grossCents),
        )
      : [];
  const rates: ReceiptRate[] = mode
    ? used.map((g, i) => {
        const bp = basisPoints(g.percent);
        const tax = lineTax(parts[i], bp, mode);
        const net = mode === "inclusive" ? parts[i] - tax : parts[i];
        return { name: g.name, percent: g.percent, netCents: net, taxCents: tax, grossCents: net + tax };
      })
    : [];
  const taxCents = rates.reduce((s, r) => s + r.taxCents, 0);
  const added = mode === "exclusive" ? taxCents : 0;
  return {
    subtotalCents: amountCents,
    serviceCents,
    taxMode: mode,
    rates,
    taxCents,
    tipCents,
    totalCents: amountCents + serviceCents + added + tipCents,
  };
}

/**
 * What the server stores of a payment's money (docs/tax-and-receipts.md#what-a-payment-stores: the
 * share's, part's or payment's `money`), as far as a receipt reads it.
 */
export interface StoredMoney {
  mode: TaxMode | "none";
  subtotalCents: number;
  serviceCents: number;
  rates: Array<{ name: string; percent: number; netCents: number; taxCents: number; grossCents: number }>;
  taxCents: number;
  tipCents: number;
  totalCents: number;
}

/** A receipt's money from the payment's stored money, recomputing nothing. */
export function moneyFromStored(
  m: StoredMoney,
): Pick<ReceiptDoc, "subtotalCents" | "serviceCents" | "rates" | "taxCents" | "tipCents" | "totalCents" | "taxMode"> {
  return {
    subtotalCents: m.subtotalCents,
    serviceCents: m.serviceCents,
    taxMode: m.mode === "none" ? "" : m.mode,
    rates: m.rates.map((r) => ({
      name: r.name,
      percent: r.percent,
      netCents: r.netCents,
      taxCents: r.taxCents,
      grossCents: r.grossCents,
    })),
    taxCents: m.taxCents,
    tipCents: m.tipCents,
    totalCents: m.totalCents,
  };
}

/**
 * The credit receipt for a refund of `refundCents` of receipt `paid` (docs/tax-and-receipts.md#refunds):
 * a full refund negates every amount exactly; a part refund credits the goods first and the tip
 * last, each rate's share of the goods by largest remainder and its tax in the rate's own proportion.
 */
export function creditDoc(
  paid: ReceiptDoc,
  refundCents: number,
  number: number,
  at: Pick<ReceiptDoc, "issuedAt" | "localTime">,
  /** The goods (total less tip) credited by earlier refunds of it: the goods left go first. */
  creditedGoodsCents = 0,
): ReceiptDoc {
  const cents = Math.max(0, Math.min(refundCents, paid.totalCents));
  const base = { ...paid, ...at, number, kind: "credit" as const, creditFor: paid.number };
  if (cents === paid.totalCents) {
    return {
      ...base,
      lines: paid.lines.map((l) => ({ ...l, amountCents: neg(l.amountCents) })),
      subtotalCents: neg(paid.subtotalCents),
      serviceCents: neg(paid.serviceCents),
      rates: paid.rates.map((r) => ({
        ...r,
        netCents: neg(r.netCents),
        taxCents: neg(r.taxCents),
        grossCents: neg(r.grossCents),
      })),
      taxCents: neg(paid.taxCents),
      tipCents: neg(paid.tipCents),
      totalCents: neg(paid.totalCents),
    };
  }
  const goodsTotal = paid.totalCents - paid.tipCents;
  const goods = Math.min(cents, Math.max(0, goodsTotal - creditedGoodsCents));
  const tip = cents - goods;
  const gross = splitProportional(
    goods,
    paid.rates.map((r) => r.grossCents),
  );
  const rates = paid.rates.map((r, i) => {
    const tax = r.grossCents ? mulDivHalfUp(gross[i], r.taxCents, r.grossCents) : 0;
    return { ...r, grossCents: neg(gross[i]), taxCents: neg(tax), netCents: neg(gross[i] - tax) };
  });
  const taxCents = rates.reduce((s, r) => s + r.taxCents, 0);
  // What the goods' part credits before tax added on top (exclusive) is the subtotal's part.
  const subtotal = paid.taxMode === "exclusive" ? goods + taxCents : goods;
  return {
    ...base,
    lines: [{ title: "Refund", count: 1, amountCents: neg(subtotal), choices: [] }],
    partOfBill: false,
    subtotalCents: neg(subtotal),
    serviceCents: 0,
    rates,
    taxCents,
    tipCents: neg(tip),
    totalCents: neg(cents),
  };
}

/** -n, without a negative zero (a credit of nothing is 0). */
function neg(n: number): number {
  return n ? -n : 0;
}

/** The heading of a receipt: "Receipt 12", or "Credit receipt 13" with "Credit for receipt 12" (`say`: in another language). */
export function receiptTitle(doc: Pick<ReceiptDoc, "kind" | "number">, say: ReceiptDocSay = sayEnglish): string {
  return say(doc.kind === "credit" ? "creditReceiptN" : "receiptN", { number: doc.number });
}

/** "Credit for receipt 12" on a credit receipt, "" on a sale's. */
export function creditNote(doc: Pick<ReceiptDoc, "kind" | "creditFor">, say: ReceiptDocSay = sayEnglish): string {
  return doc.kind === "credit" && doc.creditFor ? say("creditFor", { number: doc.creditFor }) : "";
}

/** How a receipt was paid, in words. */
export function paidWithText(paidWith: string, say: ReceiptDocSay = sayEnglish): string {
  if (paidWith === "online") return say("paidWithOnline");
  if (paidWith === "card") return say("paidWithCard");
  if (paidWith === "cash") return say("paidWithCash");
  if (paidWith === "counter") return say("paidWithCounter");
  return say("paidWithOther");
}

/** "19 %" or "7.5 %". */
export function percentText(p: number): string {
  return String(Math.round(p * 100) / 100) + " %";
}

/** One money row under a receipt's lines. */
export interface ReceiptRow {
  label: string;
  cents: number;
  isTotal?: boolean;
}

/**
 * The money rows under a receipt's lines, in order, for every renderer (phone, PDF, mail, printers):
 * the subtotal, the service charge, the tax per rate ("incl." where prices include it), the tip, the total.
 */
export function receiptRows(doc: ReceiptDoc, say: ReceiptDocSay = sayEnglish): ReceiptRow[] {
  // A share of an equal or amounts split lists the whole bill's lines: its own amount is its share.
  const rows: ReceiptRow[] = [{ label: say(doc.partOfBill ? "yourShare" : "subtotal"), cents: doc.subtotalCents }];
  if (doc.serviceCents) rows.push({ label: say("serviceCharge"), cents: doc.serviceCents });
  for (const r of doc.rates) {
    const on = { name: r.name, percent: percentText(r.percent), net: centsText(r.netCents) };
    rows.push({ label: say(doc.taxMode === "inclusive" ? "taxIncl" : "taxAdded", on), cents: r.taxCents });
  }
  if (doc.tipCents) rows.push({ label: say("tip"), cents: doc.tipCents });
  rows.push({ label: say("total"), cents: doc.totalCents, isTotal: true });
  return rows;
}
