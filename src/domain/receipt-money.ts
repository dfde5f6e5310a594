// What a payment charges and what its receipt shows (docs/tax-and-receipts.md#what-a-payment-stores):
// the lines at menu prices, the service charge, the tax per rate, the tip and the total, in integer
// cents. One rule set for the server (pb_hooks/lib/shared/domain.js: a table tab's bill, its shares, the
// parts paid early, "Pay and order") and the phone's preview. A venue without money rules gets
// mode "none", no rates, no service charge: what is due is the lines' sum, as the spec says.
import { splitItem, splitProportional } from "./split";
import { basisPoints, lineTax, mulDivHalfUp, serviceCharge, type RateTotal, type TaxMode } from "./tax";
import type { MoneyRules } from "./money-rules";

/** A line's own tax, from its order's stored breakdown (orders.tax.lines[i], shared by count). */
export interface LineTaxRef {
  rate: string;
  name: string;
  percent: number;
  taxCents: number;
}

/** A line to charge: its amount at menu prices (price x count) and its tax (null: none stored). */
export interface MoneyLine {
  amountCents: number;
  tax?: LineTaxRef | null;
}

/**
 * The money of one payment or bill (stored as `money` on a bill's share, a part and a payment).
 * dueCents = subtotalCents + serviceCents + (mode "exclusive" ? taxCents : 0); the rates' gross
 * add up to dueCents (mode "none": no rates); totalCents = dueCents + tipCents.
 */
export interface ReceiptMoney {
  /** "none": the venue has no tax rates. */
  mode: TaxMode | "none";
  /** The lines at menu prices (with tax in them when prices include tax; without when it is added). */
  subtotalCents: number;
  /** The service charge as listed (inclusive: with its tax in it; exclusive: its tax is in taxCents). */
  serviceCents: number;
  /** The service charge's percent (0: none charged). */
  servicePercent: number;
  /** The rate the service charge is taxed at ("": untaxed), and its tax (also counted in its rate and in taxCents). */
  serviceRate: string;
  serviceTaxCents: number;
  /** Every cent due in exactly one rate; rate "" is untaxed (a line from before the rules, an untaxed service charge). */
  rates: RateTotal[];
  taxCents: number;
  /** What is charged before the tip. */
  dueCents: number;
  tipCents: number;
  /** What the guest pays: dueCents + tipCents. */
  totalCents: number;
}

const UNTAXED = { rate: "", name: "No tax", percent: 0 };

function addTo(rates: RateTotal[], ref: { rate: string; name: string; percent: number }, gross: number, tax: number) {
  let r = rates.find((x) => x.rate === ref.rate);
  if (!r) {
    r = { rate: ref.rate, name: ref.name, percent: ref.percent, netCents: 0, taxCents: 0, grossCents: 0 };
    rates.push(r);
  }
  r.grossCents += gross;
  r.taxCents += tax;
  r.netCents += gross - tax;
}

/**
 * The money of `lines` under `rules` for `guests` guests: the service charge on their subtotal
 * (half up; none below the venue's minGuests, none when `withService` is false), taxed at its rate
 * the venue's way; each line's stored tax as it is (a later change of the rates never changes it).
 */
export function linesMoney(
  lines: readonly MoneyLine[],
  rules: MoneyRules | null | undefined,
  guests: number,
  withService = true,
): ReceiptMoney {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const serviceCents = withService ? serviceCharge(subtotalCents, rules?.service, guests) : 0;
  const servicePercent = serviceCents ? Number(rules?.service?.percent) : 0;
  const tax = rules?.tax;
  if (!tax) {
    const due = subtotalCents + serviceCents;
    return {
      mode: "none",
      subtotalCents,
      serviceCents,
      servicePercent,
      serviceRate: "",
      serviceTaxCents: 0,
      rates: [],
      taxCents: 0,
      dueCents: due,
      tipCents: 0,
      totalCents: due,
    };
  }
  const rates: RateTotal[] = [];
  for (const l of lines) {
    if (!l.tax) addTo(rates, UNTAXED, l.amountCents, 0);
    else addTo(rates, l.tax, tax.mode === "inclusive" ? l.amountCents : l.amountCents + l.tax.taxCents, l.tax.taxCents);
  }
  let serviceRate = "";
  let serviceTaxCents = 0;
  if (serviceCents) {
    const rate = rules?.service?.rate ? tax.rates.find((r) => r.id === rules.service!.rate) : undefined;
    if (!rate) addTo(rates, UNTAXED, serviceCents, 0);
    else {
      serviceRate = rate.id;
      serviceTaxCents = lineTax(serviceCents, basisPoints(rate.percent), tax.mode);
      const gross = tax.mode === "inclusive" ? serviceCents : serviceCents + serviceTaxCents;
      addTo(rates, { rate: rate.id, name: rate.name, percent: rate.percent }, gross, serviceTaxCents);
    }
  }
  const taxCents = rates.reduce((s, r) => s + r.taxCents, 0);
  const due = subtotalCents + serviceCents + (tax.mode === "exclusive" ? taxCents : 0);
  return {
    mode: tax.mode,
    subtotalCents,
    serviceCents,
    servicePercent,
    serviceRate,
    serviceTaxCents,
    rates,
    taxCents,
    dueCents: due,
    tipCents: 0,
    totalCents: due,
  };
}

/** `money` with the tip `tipCents` (totalCents = dueCents + tip). */
export function withTip(money: ReceiptMoney, tipCents: number): ReceiptMoney {
  return { ...money, tipCents, totalCents: money.dueCents + tipCents };
}

/**
 * `columns` (amounts adding up to the same sum as `rows`) shared over `rows`: a matrix whose every
 * column adds up to its amount and every row to its row, exactly (largest remainder per column,
 * then a cent of some column moves from a row that got too much to one that got too little).
 */
export function apportion(columns: readonly number[], rows: readonly number[]): number[][] {
  const m = columns.map((c) => splitProportional(c, rows));
  const rowSum = (i: number) => m.reduce((s, col) => s + col[i], 0);
  for (let to = 0; to < rows.length; to++) {
    for (let from = 0; rowSum(to) < rows[to] && from < rows.length; from++) {
      for (let k = 0; k < m.length && rowSum(to) < rows[to]; k++) {
        while (rowSum(from) > rows[from] && m[k][from] > 0 && rowSum(to) < rows[to]) {
          m[k][from] -= 1;
          m[k][to] += 1;
        }
      }
    }
  }
  return m;
}

/**
 * The money of each share of a bill whose money is `bill`, the shares due `dues` (adding up to
 * bill.dueCents) with tips `tips`: every part (subtotal, service charge, each rate's gross and
 * tax) is shared in proportion to the shares, so the shares add up to the bill exactly, part by
 * part and rate by rate, and each share's own sums hold (due = subtotal + service [+ tax added]).
 */
export function shareMoney(bill: ReceiptMoney, dues: readonly number[], tips: readonly number[]): ReceiptMoney[] {
  const gross = apportion(
    bill.rates.map((r) => r.grossCents),
    dues,
  );
  const taxOf = bill.rates.map((r, k) => splitProportional(r.taxCents, gross[k]));
  const taxes = dues.map((_, i) => taxOf.reduce((s, col) => s + col[i], 0));
  // Each share's subtotal and service charge: what it owes less the tax added, shared over the two
  // so that each adds up to the bill's.
  const parts = apportion(
    [bill.subtotalCents, bill.serviceCents],
    dues.map((d, i) => d - (bill.mode === "exclusive" ? taxes[i] : 0)),
  );
  // The service charge's own tax in proportion to each share's service charge.
  const serviceTax = splitProportional(bill.serviceTaxCents, parts[1]);
  return dues.map((due, i) => {
    const tip = tips[i] ?? 0;
    return {
      ...bill,
      subtotalCents: parts[0][i],
      serviceCents: parts[1][i],
      serviceTaxCents: serviceTax[i],
      rates: bill.rates.map((r, k) => ({
        ...r,
        grossCents: gross[k][i],
        taxCents: taxOf[k][i],
        netCents: gross[k][i] - taxOf[k][i],
      })),
      taxCents: taxes[i],
      dueCents: due,
      tipCents: tip,
      totalCents: due + tip,
    };
  });
}

/** A share's part of one bill line in a split by item: the line, how many took it, and which of them this is. */
export interface ItemPiece extends MoneyLine {
  /** The line with its tax added (exclusive), else its amount. */
  dueCents: number;
  takers: number;
  at: number;
}

/**
 * The money of each share of a split by item (docs/tax-and-receipts.md#the-bill): each share's
 * `pieces` at their own rates (a line several took is divided like its cents, splitItem, its tax
 * too), and its part of the service charge `serviceDues` (as planBill divided it): so a share that
 * took only drinks is taxed as drinks, and every part and every rate still adds up to the bill's.
 */
export function itemSharesMoney(
  bill: ReceiptMoney,
  pieces: ReadonlyArray<readonly ItemPiece[]>,
  serviceDues: readonly number[],
  tips: readonly number[],
): ReceiptMoney[] {
  const isAdded = bill.mode === "exclusive";
  const service = isAdded
    ? apportion([bill.serviceCents, bill.serviceTaxCents], serviceDues)
    : [serviceDues.slice(), splitProportional(bill.serviceTaxCents, serviceDues)];
  const serviceNet = service[0];
  const serviceRef = bill.rates.find((r) => r.rate === bill.serviceRate) ?? { ...UNTAXED };
  return pieces.map((own, i) => {
    const rates: RateTotal[] =
      bill.mode === "none" ? [] : bill.rates.map((r) => ({ ...r, netCents: 0, taxCents: 0, grossCents: 0 }));
    let subtotalCents = 0;
    for (const p of own) {
      const tax = p.tax ? splitItem(p.tax.taxCents, p.takers)[p.at] : 0;
      const gross = splitItem(isAdded ? p.dueCents : p.amountCents, p.takers)[p.at];
      subtotalCents += isAdded ? gross - tax : gross;
      if (bill.mode !== "none") addTo(rates, p.tax ?? UNTAXED, gross, tax);
    }
    const serviceTax = service[1][i];
    if (bill.mode !== "none" && serviceDues[i]) addTo(rates, serviceRef, serviceDues[i], serviceTax);
    const taxCents = rates.reduce((sum, r) => sum + r.taxCents, 0);
    const serviceCents = isAdded ? serviceNet[i] : serviceDues[i];
    const dueCents = subtotalCents + serviceCents + (isAdded ? taxCents : 0);
    const tip = tips[i] ?? 0;
    return {
      ...bill,
      subtotalCents,
      serviceCents,
      serviceTaxCents: serviceTax,
      rates,
      taxCents,
      dueCents,
      tipCents: tip,
      totalCents: dueCents + tip,
    };
  });
}

/**
 * A credit (a refund of `refundCents` of a payment whose money is `paid`), as negative amounts:
 * the refund is shared over the tip and what was due, what was due over the rates by their gross
 * and each rate's tax in its own proportion; a full refund is exactly `paid` negated.
 */
export function creditMoney(paid: ReceiptMoney, refundCents: number): ReceiptMoney {
  const cents = Math.max(0, Math.min(refundCents, paid.totalCents));
  const [dueBack, tipBack] = splitProportional(cents, [paid.dueCents, paid.tipCents]);
  const grossBack = splitProportional(
    dueBack,
    paid.rates.map((r) => r.grossCents),
  );
  const rates = paid.rates.map((r, k) => {
    const tax = r.grossCents ? mulDivHalfUp(grossBack[k], r.taxCents, r.grossCents) : 0;
    return { ...r, grossCents: -grossBack[k], taxCents: -tax, netCents: -(grossBack[k] - tax) };
  });
  const taxBack = -rates.reduce((s, r) => s + r.taxCents, 0);
  const rest = dueBack - (paid.mode === "exclusive" ? taxBack : 0);
  const [subBack, serviceBack] = splitProportional(rest, [paid.subtotalCents, paid.serviceCents]);
  return {
    ...paid,
    rates: paid.mode === "none" ? [] : rates,
    subtotalCents: -subBack,
    serviceCents: -serviceBack,
    serviceTaxCents: -(paid.serviceCents ? mulDivHalfUp(serviceBack, paid.serviceTaxCents, paid.serviceCents) : 0),
    taxCents: -taxBack,
    dueCents: -dueBack,
    tipCents: -tipBack,
    totalCents: -cents,
  };
}
