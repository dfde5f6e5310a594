import { describe, expect, it } from "vitest";
import { moneyFormOf, moneyRulesOf, type MoneyForm } from "./money-form";

const empty = moneyFormOf(null);
const form = (f: Partial<MoneyForm>): MoneyForm => ({ ...empty, ...f });
const rates = (...r: Array<[string, string]>) => {
  const rows = r.map(([name, percent]) => ({ name, percent }));
  while (rows.length < 4) rows.push({ name: "", percent: "" });
  return rows;
};

describe("money form", () => {
  it("an empty form is no rules (the spec's behaviour)", () => {
    expect(moneyRulesOf(empty, null)).toEqual({ ok: true, value: null });
  });
  it("round-trips rates, default, takeaway and service", () => {
    const f = form({
      mode: "inclusive",
      rates: rates(["Food", "7"], ["Drinks", "19"]),
      defaultRate: "0",
      takeawayRate: "0",
      servicePercent: "10",
      serviceMinGuests: "6",
      serviceRate: "1",
    });
    const r = moneyRulesOf(f, null);
    expect(r).toEqual({
      ok: true,
      value: {
        tax: {
          mode: "inclusive",
          rates: [
            { id: "r1", name: "Food", percent: 7 },
            { id: "r2", name: "Drinks", percent: 19 },
          ],
          defaultRate: "r1",
          takeawayRate: "r1",
        },
        service: { percent: 10, minGuests: 6, rate: "r2" },
      },
    });
    if (r.ok) expect(moneyFormOf(r.value)).toEqual(f);
  });
  it.each([
    [
      form({ mode: "inclusive", rates: rates(["Food", "7.125"]), defaultRate: "0" }),
      "The rate 'Food' can have at most two decimals.",
    ],
    [
      form({ mode: "inclusive", rates: rates(["Food", ""]), defaultRate: "0" }),
      "The rate 'Food' must be a number from 0 to 100 %.",
    ],
    [form({ mode: "inclusive", rates: rates(["", "7"]), defaultRate: "0" }), "Give every tax rate a name."],
    [form({ servicePercent: "35" }), "The service charge must be a number from 0 to 30 %."],
    [form({ mode: "exclusive", rates: rates(), defaultRate: "" }), "Define 1 to 10 tax rates."],
  ])("refuses %j: %s", (f, message) => expect(moneyRulesOf(f, null)).toEqual({ ok: false, message }));
  it("keeps the receipt's details (another form's)", () => {
    const kept = { receipt: { legalName: "Soup Ltd", address: "", taxNumber: "" } };
    expect(moneyRulesOf(moneyFormOf(kept), kept)).toEqual({ ok: true, value: kept });
  });
  it("keeps the overrides and price lists it does not show", () => {
    const kept = {
      tax: {
        mode: "inclusive" as const,
        rates: [{ id: "food", name: "Food", percent: 7 }],
        defaultRate: "food",
        categories: { c1: "food" },
      },
      priceLists: [{ id: "h", name: "Happy", days: [1], from: "17:00", to: "19:00", percentOff: 20 }],
    };
    const r = moneyRulesOf(moneyFormOf(kept), kept);
    expect(r).toEqual({ ok: true, value: kept });
  });
});
