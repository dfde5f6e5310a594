import { useState, type FormEvent } from "react";
import { MAX_FORM_RATES, moneyFormOf, moneyRulesOf, type MoneyForm } from "../../domain/money-form";
import type { MoneyRules } from "../../domain/money-rules";
import { saveMoneyRules } from "../../data/account";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";

/** The venue's tax rates and service charge (docs/tax-and-receipts.md); all off until set. */
export function MoneyRulesForm({ ownerId, rules }: { ownerId: string; rules: MoneyRules | null }) {
  const [form, setForm] = useState<MoneyForm>(() => moneyFormOf(rules));
  const [problem, setProblem] = useState("");
  const { result, isBusy, submit, clear } = useSubmitStatus({});
  const set = (patch: Partial<MoneyForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRate = (i: number, patch: Partial<MoneyForm["rates"][number]>) =>
    setForm((f) => ({ ...f, rates: f.rates.map((r, k) => (k === i ? { ...r, ...patch } : r)) }));
  const named = form.rates.map((r, i) => ({ i, name: r.name.trim() })).filter((r) => r.name);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const res = moneyRulesOf(form, rules);
    if (!res.ok) return setProblem(res.message);
    setProblem("");
    await submit(() => saveMoneyRules(ownerId, res.value), {
      success: "Tax and service charge saved.",
    });
  }

  const rateOptions = (none: string) => (
    <>
      <option value="">{none}</option>
      {named.map((r) => (
        <option key={r.i} value={String(r.i)}>
          {r.name}
        </option>
      ))}
    </>
  );

  return (
    <section className="card money-rules" aria-labelledby="money-rules-title">
      <h2 id="money-rules-title">Tax and service charge</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Tax and service charge">
        <label className="field">
          <span>Menu prices</span>
          <select value={form.mode} onChange={(e) => set({ mode: e.target.value as MoneyForm["mode"] })}>
            <option value="">No tax on bills (off)</option>
            <option value="inclusive">include tax (most of Europe)</option>
            <option value="exclusive">have tax added (most of the US)</option>
          </select>
        </label>
        {form.mode && (
          <fieldset className="money-rates">
            <legend>Tax rates (up to {MAX_FORM_RATES} here)</legend>
            {form.rates.map((r, i) => (
              <div className="money-rate-row" key={i}>
                <label>
                  <span className="visually-hidden">Rate {i + 1} name</span>
                  <input
                    placeholder={i === 0 ? "Food" : i === 1 ? "Drinks" : "Name"}
                    value={r.name}
                    maxLength={40}
                    onChange={(e) => setRate(i, { name: e.target.value })}
                  />
                </label>
                <label>
                  <span className="visually-hidden">Rate {i + 1} percent</span>
                  <input
                    inputMode="decimal"
                    placeholder="%"
                    value={r.percent}
                    onChange={(e) => setRate(i, { percent: e.target.value })}
                  />
                </label>
                <span aria-hidden="true">%</span>
              </div>
            ))}
            <label className="field">
              <span>Default rate</span>
              <select value={form.defaultRate} onChange={(e) => set({ defaultRate: e.target.value })}>
                {rateOptions("Choose a rate")}
              </select>
            </label>
            <label className="field">
              <span>Takeaway orders</span>
              <select value={form.takeawayRate} onChange={(e) => set({ takeawayRate: e.target.value })}>
                {rateOptions("Same rates as eating in")}
              </select>
            </label>
          </fieldset>
        )}
        <fieldset className="money-service">
          <legend>Service charge</legend>
          <label className="field">
            <span>Percent (0 to 30, empty: none)</span>
            <input
              inputMode="decimal"
              value={form.servicePercent}
              onChange={(e) => set({ servicePercent: e.target.value })}
            />
          </label>
          <label className="field">
            <span>From how many guests at the table (1: always)</span>
            <input
              inputMode="numeric"
              value={form.serviceMinGuests}
              onChange={(e) => set({ serviceMinGuests: e.target.value })}
            />
          </label>
          {form.mode && (
            <label className="field">
              <span>Service charge taxed at</span>
              <select value={form.serviceRate} onChange={(e) => set({ serviceRate: e.target.value })}>
                {rateOptions("Not taxed")}
              </select>
            </label>
          )}
        </fieldset>
        <p className="muted">
          Tax is worked out per line and kept on each order; changing a rate never changes past orders. The service
          charge shows on the bill before the tip.
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
