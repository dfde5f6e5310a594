import { describe, expect, it } from "vitest";
import type { VisitLine, VisitView } from "./visit";
import { isVisitSent, mergeVisitSent, type VisitSent } from "./visit-sent";

const line = (orderId: string, amountCents: number): VisitLine => ({
  key: `${orderId}/0`,
  orderId,
  title: "Soup",
  count: 1,
  priceCents: amountCents,
  amountCents,
  by: "Anna",
  byN: 1,
  takenBy: "",
  takenByN: 0,
  takers: [],
  part: 0,
  paid: false,
  choices: [],
});

const view = (over: Partial<VisitView> = {}): VisitView => ({
  id: "v1",
  table: "1",
  status: "open",
  since: "2026-11-28 20:00:00.000Z",
  updated: "2026-11-28 20:01:00.000Z",
  totalCents: 450,
  paidCents: 100,
  dueCents: 350,
  orders: 1,
  members: [{ n: 1, label: "Anna" }],
  cart: { version: 3, lines: [{ id: "c1", dishId: "d1", title: "Soup", priceCents: 600, count: 1, n: 1, by: "Anna" }] },
  lines: [line("o1", 450)],
  parts: [],
  bill: null,
  billRequestedAt: "",
  tipCents: 0,
  payMethod: "",
  closedAt: "",
  ...over,
});

const delta = (over: Partial<VisitSent["sent"]> = {}): VisitSent => ({
  id: "v1",
  table: "1",
  status: "open",
  updated: "2026-11-28 20:02:00.000Z",
  bill: null,
  billRequestedAt: "",
  cart: { version: 4, lines: [] },
  sent: { from: 3, order: "o2", lines: [line("o2", 600)], cents: 600, money: false, ...over },
});

describe("mergeVisitSent", () => {
  it("adds the new order's lines, empties the cart at its new version and moves the totals", () => {
    const merged = mergeVisitSent(view(), delta())!;
    expect(merged.cart).toEqual({ version: 4, lines: [] });
    expect(merged.lines.map((l) => l.orderId)).toEqual(["o1", "o2"]);
    expect(merged).toMatchObject({ orders: 2, totalCents: 1050, paidCents: 100, dueCents: 950 });
    expect(merged.updated).toBe("2026-11-28 20:02:00.000Z");
  });

  it("takes the status and bill the send left (an order reopens a bill nobody paid)", () => {
    const asked = view({ status: "billRequested", billRequestedAt: "2026-11-28 20:01:30.000Z" });
    const merged = mergeVisitSent(asked, delta())!;
    expect(merged).toMatchObject({ status: "open", billRequestedAt: "", bill: null });
  });

  it("keeps a view that already holds the send (loaded after it)", () => {
    const later = view({ cart: { version: 4, lines: [] } });
    expect(mergeVisitSent(later, delta())).toBe(later);
  });

  it("asks for the whole view on a gap, at a venue with money rules, or when the view already shows the order", () => {
    expect(mergeVisitSent(view({ cart: { version: 2, lines: [] } }), delta())).toBeNull();
    expect(mergeVisitSent(view(), delta({ money: true }))).toBeNull();
    expect(mergeVisitSent(view({ lines: [line("o1", 450), line("o2", 600)] }), delta())).toBeNull();
    expect(mergeVisitSent(view({ id: "v2" }), delta())).toBeNull();
  });

  it("tells a delta from a whole view", () => {
    expect(isVisitSent(delta())).toBe(true);
    expect(isVisitSent(view())).toBe(false);
  });
});

// A member's own order onto the tab when nothing of the visit changed (publishOrdered): no cart.
const ordered = (over: Partial<VisitSent["sent"]> = {}): VisitSent => ({
  id: "v1",
  table: "1",
  status: "open",
  updated: "2026-11-28 20:01:00.000Z",
  bill: null,
  billRequestedAt: "",
  sent: { from: 3, order: "o2", lines: [line("o2", 600)], cents: 600, money: false, orders: 2, ...over },
});

describe("mergeVisitSent, a member's own order", () => {
  it("adds the order's lines and keeps the cart, its version and the visit as they were", () => {
    const held = view();
    const merged = mergeVisitSent(held, ordered())!;
    expect(merged.cart).toBe(held.cart);
    expect(merged.lines.map((l) => l.orderId)).toEqual(["o1", "o2"]);
    expect(merged).toMatchObject({ orders: 2, totalCents: 1050, paidCents: 100, dueCents: 950, status: "open" });
    expect(merged.updated).toBe(held.updated);
    expect(isVisitSent(ordered())).toBe(true);
  });

  it("counts an order without bill lines (a waiter call) as an order", () => {
    const merged = mergeVisitSent(view(), ordered({ lines: [], cents: 0 }))!;
    expect(merged).toMatchObject({ orders: 2, totalCents: 450, dueCents: 350 });
    expect(merged.lines).toHaveLength(1);
  });

  it("keeps a view that already shows the order (loaded after it)", () => {
    const later = view({ orders: 2, lines: [line("o1", 450), line("o2", 600)] });
    expect(mergeVisitSent(later, ordered())).toBe(later);
  });

  it("asks for the whole view on a gap: a missed change or order, another cart version, money rules, another visit", () => {
    expect(mergeVisitSent(view({ updated: "2026-11-28 20:00:30.000Z" }), ordered())).toBeNull();
    expect(mergeVisitSent(view(), ordered({ orders: 3 }))).toBeNull();
    expect(mergeVisitSent(view(), ordered({ orders: undefined }))).toBeNull();
    expect(mergeVisitSent(view({ cart: { version: 2, lines: [] } }), ordered())).toBeNull();
    expect(mergeVisitSent(view(), ordered({ money: true }))).toBeNull();
    expect(mergeVisitSent(view({ partDue: {} }), ordered())).toBeNull();
    expect(mergeVisitSent(view({ id: "v2" }), ordered())).toBeNull();
  });
});
