import { useState, type FormEvent } from "react";
import { priceListsProblem } from "../../domain/price-list-rules";
import type { PriceList } from "../../domain/price-lists";
import type { MoneyRules } from "../../domain/money-rules";
import type { Category, Dish } from "../../domain/menu";
import { formatMoney } from "../../domain/money";
import { formatTimeOfDay, type DateStyle } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { saveMoneyRules } from "../../data/account";
import { useLoad } from "../../hooks/use-load";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { loadCatalogue } from "./menu-catalogue";
import { FixedPricesFields } from "./fixed-prices-fields";

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * A price list in words: "Happy hour: Mon, Tue 17:00-19:00, 20 % off Drinks" or "Lunch: ..., Soup 9.90";
 * its times as the time boxes read them (the venue's format: '17.00' in Finnish).
 */
function describe(l: PriceList, categories: Category[], dishes: Dish[], currency: string, style: DateStyle): string {
  const days = l.days.map((d) => DAYS[d - 1]).join(", ");
  const scope = l.categories?.length
    ? l.categories.map((id) => categories.find((c) => c.id === id)?.title ?? "a category").join(", ")
    : "every dish";
  const fixed = Object.entries(l.fixed ?? {}).map(
    ([id, cents]) => `${dishes.find((d) => d.id === id)?.title ?? "a dish"} ${formatMoney(cents / 100, currency)}`,
  );
  const what = [l.percentOff ? `${l.percentOff} % off ${scope}` : "", fixed.length ? `fixed: ${fixed.join(", ")}` : ""]
    .filter(Boolean)
    .join("; ");
  const time = (t: string) => formatTimeOfDay(t, style) || t;
  return `${l.name}: ${days} ${time(l.from)}-${time(l.to)}, ${what}`;
}

/**
 * Timed price lists (docs/tax-and-receipts.md#price-lists): the lists the venue has, and a form for
 * another: a percent off every dish or one category, or fixed prices for some dishes (a lunch
 * price). Overlapping lists are refused, with the rule said: one price list at a time.
 */
export function PriceListsForm({
  ownerId,
  rules,
  currency = "",
}: {
  ownerId: string;
  rules: MoneyRules | null;
  currency?: string;
}) {
  const dateStyle = useDateStyle();
  const [lists, setLists] = useState<PriceList[]>(rules?.priceLists ?? []);
  const catalogue = useLoad(() => loadCatalogue(ownerId), `price-lists|${ownerId}`);
  const categories = catalogue.data?.categories ?? null;
  const dishes = catalogue.data?.dishes ?? [];
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [kind, setKind] = useState<"percent" | "fixed">("percent");
  const [fixed, setFixed] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState("");
  const { result, isBusy, submit, clear } = useSubmitStatus({});

  async function save(next: PriceList[], success: string) {
    clear();
    const p = priceListsProblem(next);
    if (p) return setProblem(p);
    setProblem("");
    const ok = await submit(() => saveMoneyRules(ownerId, { ...(rules ?? {}), priceLists: next }), { success });
    if (ok) setLists(next);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    const category = String(fd.get("category") ?? "");
    const percent = String(fd.get("percentOff") ?? "").trim();
    const base = {
      id: `p${Date.now().toString(36)}`,
      name: String(fd.get("name") ?? "").trim(),
      days,
      from: String(fd.get("from") ?? ""),
      to: String(fd.get("to") ?? ""),
    };
    const list: PriceList =
      kind === "fixed"
        ? { ...base, fixed }
        : {
            ...base,
            percentOff: percent === "" ? Number.NaN : Number(percent),
            ...(category ? { categories: [category] } : {}),
          };
    await save([...lists, list], "Price list saved.");
    if (kind === "fixed") setFixed({});
  }

  return (
    <section className="card money-rules" aria-labelledby="price-lists-title">
      <h2 id="price-lists-title">Prices by the hour</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p className="muted">
        In the venue&apos;s time zone, from the start time up to (not including) the end time. One price list at a time:
        lists that overlap are refused. Guests see the price, the normal one struck through, and until when.
      </p>
      {lists.length === 0 ? (
        <p>No price lists: every dish has its one price.</p>
      ) : (
        <ul className="price-lists">
          {lists.map((l) => (
            <li key={l.id}>
              <span>{describe(l, categories ?? [], dishes, currency, dateStyle)}</span>{" "}
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() =>
                  void save(
                    lists.filter((x) => x.id !== l.id),
                    "Price list removed.",
                  )
                }
              >
                Remove<span className="visually-hidden"> {l.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="New price list">
        <label className="field">
          <span>Name</span>
          <input name="name" maxLength={40} placeholder="Happy hour" />
        </label>
        <fieldset className="price-list-days">
          <legend>Days</legend>
          {DAYS.map((d, i) => (
            <label key={d} className="inline-check">
              <input
                type="checkbox"
                checked={days.includes(i + 1)}
                onChange={(e) =>
                  setDays((ds) => (e.target.checked ? [...ds, i + 1].sort() : ds.filter((x) => x !== i + 1)))
                }
              />{" "}
              {d}
            </label>
          ))}
        </fieldset>
        <div className="price-list-times">
          <Field label="From" name="from" type="time" defaultValue="17:00" fieldClassName="field price-list-time" />
          <Field label="To" name="to" type="time" defaultValue="19:00" fieldClassName="field price-list-time" />
        </div>
        <fieldset className="price-list-kind">
          <legend>Prices</legend>
          <label className="inline-check">
            <input type="radio" name="kind" checked={kind === "percent"} onChange={() => setKind("percent")} /> A
            discount
          </label>
          <label className="inline-check">
            <input type="radio" name="kind" checked={kind === "fixed"} onChange={() => setKind("fixed")} /> Fixed prices
            for some dishes
          </label>
        </fieldset>
        {catalogue.hasFailed && (
          <LoadError onRetry={catalogue.reload}>The categories and dishes could not be loaded.</LoadError>
        )}
        {kind === "percent" ? (
          <>
            <label className="field">
              <span>Percent off</span>
              <input name="percentOff" inputMode="decimal" placeholder="20" />
            </label>
            <label className="field">
              <span>For</span>
              <select name="category" disabled={categories === null}>
                <option value="">Every dish</option>
                {(categories ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <FixedPricesFields
            dishes={catalogue.data ? dishes : null}
            currency={currency}
            fixed={fixed}
            onChange={setFixed}
          />
        )}
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Add price list"}
        </button>
      </form>
    </section>
  );
}
