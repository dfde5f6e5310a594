// The settings form's values of a venue's tax and service charge, to and from its money rules
// (docs/tax-and-receipts.md). Up to MAX_FORM_RATES rate rows; empty rows are left out.
import { moneyRulesProblem, type MoneyRules } from "./money-rules";

/** Rate rows the settings form shows. */
export const MAX_FORM_RATES = 4;

/** What the tax and service form holds (strings, as typed). */
export interface MoneyForm {
  /** "" : no tax rules. */
  mode: "" | "inclusive" | "exclusive";
  rates: Array<{ name: string; percent: string }>;
  /** Row index of the default and takeaway rates ("" : none). */
  defaultRate: string;
  takeawayRate: string;
  servicePercent: string;
  serviceMinGuests: string;
  serviceRate: string;
}

/** The form's values of `rules` (the venue's stored rules). */
export function moneyFormOf(rules: MoneyRules | null | undefined): MoneyForm {
  const tax = rules?.tax;
  const ids = tax?.rates.map((r) => r.id) ?? [];
  const rows = (tax?.rates ?? []).map((r) => ({ name: r.name, percent: String(r.percent) }));
  while (rows.length < MAX_FORM_RATES) rows.push({ name: "", percent: "" });
  const rowOf = (id: string | undefined) => (id && ids.includes(id) ? String(ids.indexOf(id)) : "");
  return {
    mode: tax?.mode ?? "",
    rates: rows,
    defaultRate: rowOf(tax?.defaultRate) || (tax ? "0" : ""),
    takeawayRate: rowOf(tax?.takeawayRate),
    servicePercent: rules?.service ? String(rules.service.percent) : "",
    serviceMinGuests: rules?.service ? String(rules.service.minGuests) : "1",
    serviceRate: rowOf(rules?.service?.rate ?? undefined),
  };
}

/**
 * The money rules of `form`, keeping the venue's other rules (`kept`: overrides, price lists), or
 * the message of what is wrong. Rows keep their ids "r1".."r4" so overrides stay attached.
 */
export function moneyRulesOf(
  form: MoneyForm,
  kept: MoneyRules | null | undefined,
): { ok: true; value: MoneyRules | null } | { ok: false; message: string } {
  const out: MoneyRules = {};
  const ids = kept?.tax?.rates.map((r) => r.id) ?? [];
  const idOf = (i: number) => ids[i] ?? `r${i + 1}`;
  const rows = form.rates
    .map((r, i) => ({ i, name: r.name.trim(), percent: r.percent.trim() }))
    .filter((r) => r.name || r.percent);
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  if (form.mode) {
    if (rows.some((r) => !r.name)) return { ok: false, message: "Give every tax rate a name." };
    const has = (i: string) => i !== "" && rows.some((r) => String(r.i) === i);
    out.tax = {
      ...(kept?.tax ?? {}),
      mode: form.mode,
      rates: rows.map((r) => ({ id: idOf(r.i), name: r.name, percent: num(r.percent) })),
      defaultRate: has(form.defaultRate) ? idOf(Number(form.defaultRate)) : "",
      takeawayRate: has(form.takeawayRate) ? idOf(Number(form.takeawayRate)) : "",
    };
    if (!out.tax.takeawayRate) delete out.tax.takeawayRate;
  }
  if (form.servicePercent.trim() !== "") {
    out.service = { percent: num(form.servicePercent), minGuests: num(form.serviceMinGuests || "1") };
    if (form.serviceRate !== "" && form.mode) out.service.rate = idOf(Number(form.serviceRate));
  }
  if (kept?.priceLists?.length) out.priceLists = kept.priceLists;
  // The receipt's details are another form's: saving tax and service keeps them.
  if (kept?.receipt) out.receipt = kept.receipt;
  const problem = moneyRulesProblem(out);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: Object.keys(out).length ? out : null };
}
