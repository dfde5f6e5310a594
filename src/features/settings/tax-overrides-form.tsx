import { useState, type FormEvent } from "react";
import { moneyRulesProblem, type MoneyRules } from "../../domain/money-rules";
import type { TaxSettings } from "../../domain/tax";
import { saveMoneyRules } from "../../data/account";
import { useLoad } from "../../hooks/use-load";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { loadCatalogue } from "./menu-catalogue";

/** Overrides without the rows set back to "as the default" / "as the category" (""). */
function kept(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v));
}

/**
 * Which tax rate each category and dish takes (docs/tax-and-receipts.md#tax): a dish's own rate wins
 * over its category's, which wins over the default. Only once the venue has tax rates.
 */
export function TaxOverridesForm({ ownerId, rules }: { ownerId: string; rules: MoneyRules | null }) {
  const tax = rules?.tax;
  const catalogue = useLoad(() => loadCatalogue(ownerId), tax ? `tax-overrides|${ownerId}` : null);
  const [categories, setCategories] = useState<Record<string, string>>(() => ({ ...(tax?.categories ?? {}) }));
  const [dishes, setDishes] = useState<Record<string, string>>(() => ({ ...(tax?.dishes ?? {}) }));
  const [problem, setProblem] = useState("");
  const { result, isBusy, submit, clear } = useSubmitStatus({});
  if (!tax) return null;
  const rateName = (id: string) => {
    const r = tax.rates.find((x) => x.id === id);
    return r ? `${r.name} ${r.percent}%` : "";
  };
  const options = (inherit: string) => (
    <>
      <option value="">{inherit}</option>
      {tax.rates.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name} {r.percent}%
        </option>
      ))}
    </>
  );

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const next: TaxSettings = { ...tax!, categories: kept(categories), dishes: kept(dishes) };
    const all: MoneyRules = { ...(rules ?? {}), tax: next };
    const p = moneyRulesProblem(all);
    if (p) return setProblem(p);
    setProblem("");
    await submit(() => saveMoneyRules(ownerId, all), { success: "Tax rates by category and dish saved." });
  }

  const data = catalogue.data;
  return (
    <section className="card money-rules" aria-labelledby="tax-overrides-title">
      <h2 id="tax-overrides-title">Tax rate by category and dish</h2>
      <p className="muted">
        A dish takes its own rate, else its category&apos;s, else the default ({rateName(tax.defaultRate)}).
      </p>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {catalogue.hasFailed ? (
        <LoadError onRetry={catalogue.reload}>The categories and dishes could not be loaded.</LoadError>
      ) : data === undefined ? (
        <Spinner label="Loading the categories and dishes" />
      ) : data.categories.length === 0 ? (
        <p className="empty">No categories yet: add them in the menu editor, then set their rates here.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Tax rate by category and dish">
          {data.categories.map((c) => {
            const own = data.dishes.filter((d) => d.category === c.id);
            const inherited = categories[c.id] || tax.defaultRate;
            return (
              <fieldset key={c.id} className="tax-overrides-group">
                <legend>{c.title}</legend>
                <label className="field">
                  <span>Rate of the category</span>
                  <select
                    value={categories[c.id] ?? ""}
                    onChange={(e) => setCategories((m) => ({ ...m, [c.id]: e.target.value }))}
                  >
                    {options(`Default (${rateName(tax.defaultRate)})`)}
                  </select>
                </label>
                {own.length === 0 ? (
                  <p className="muted">No dishes in this category.</p>
                ) : (
                  <ul className="tax-overrides-dishes">
                    {own.map((d) => (
                      <li key={d.id}>
                        <label className="field">
                          <span>{d.title}</span>
                          <select
                            value={dishes[d.id] ?? ""}
                            onChange={(e) => setDishes((m) => ({ ...m, [d.id]: e.target.value }))}
                          >
                            {options(`As the category (${rateName(inherited)})`)}
                          </select>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            );
          })}
          <button type="submit" className="button" disabled={isBusy}>
            {isBusy ? "Saving..." : "Save rates"}
          </button>
        </form>
      )}
    </section>
  );
}
