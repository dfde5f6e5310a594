import type { StaffFigures } from "../../data/stats";

/** One row of the staff panel: a person's orders and sales in one currency, and their tips. */
export interface StaffRow {
  name: string;
  currency: string;
  orders: number;
  cents: number;
  tipCents: number;
}

/**
 * The panel's rows: each sales row with the person's tips (tips are in the venue's currency, so
 * they go on that currency's row), then the people with tips and no sales ("Online", a waiter who
 * only took payments), by tips.
 */
export function staffRows(figures: StaffFigures): StaffRow[] {
  const tipOf = new Map(figures.tips.map((t) => [t.name, t.cents]));
  const rows: StaffRow[] = figures.people.map((p) => {
    // "" is "not started by anyone" for sales and "not recorded" for tips: two rows.
    const tip = p.name && p.currency === figures.tipCurrency ? (tipOf.get(p.name) ?? 0) : 0;
    if (tip) tipOf.delete(p.name);
    return { ...p, tipCents: tip };
  });
  for (const t of figures.tips) {
    if (!tipOf.has(t.name)) continue;
    rows.push({ name: t.name, currency: figures.tipCurrency, orders: 0, cents: 0, tipCents: t.cents });
  }
  return rows;
}
