import { describe, expect, it } from "vitest";
import type { Bill } from "./split";
import { nextVisit, type VisitEvent, type VisitState } from "./visit";

const bill = (paid: boolean[]): Bill => ({
  split: "equal",
  method: "cash",
  totalCents: 1000,
  tipCents: 0,
  shares: paid.map((p, i) => ({ label: `Share ${i + 1}`, amountCents: 500, tipCents: 0, paid: p, items: [] })),
});
const open: VisitState = { status: "open", bill: null };
const asked: VisitState = { status: "billRequested", bill: bill([false, false]) };
const halfPaid: VisitState = { status: "billRequested", bill: bill([true, false]) };
const closed: VisitState = { status: "closed", bill: null };

describe("nextVisit", () => {
  it.each<[string, VisitState, VisitEvent, VisitState["status"] | number, boolean?]>([
    ["an order joins an open visit", open, { type: "order", totalCents: 450 }, "open"],
    ["an order with money drops an unpaid bill", asked, { type: "order", totalCents: 450 }, "open"],
    ["a waiter call keeps the bill", asked, { type: "order", totalCents: 0 }, "billRequested"],
    ["an order with money is refused once a share is paid", halfPaid, { type: "order", totalCents: 450 }, 409],
    ["a closed visit takes no order", closed, { type: "order", totalCents: 450 }, 409],
    ["asking for the bill", open, { type: "askBill", bill: bill([false]) }, "billRequested"],
    ["asking again before anything is paid", asked, { type: "askBill", bill: bill([false]) }, "billRequested"],
    ["asking again after a share is paid", halfPaid, { type: "askBill", bill: bill([false]) }, 409],
    ["paying the first share", asked, { type: "payShare", index: 0 }, "billRequested"],
    ["paying the last share closes", halfPaid, { type: "payShare", index: 1 }, "closed", true],
    ["paying a share twice", halfPaid, { type: "payShare", index: 0 }, 409],
    ["paying a share that does not exist", asked, { type: "payShare", index: 5 }, 404],
    ["paying without a bill", open, { type: "payShare", index: 0 }, 409],
    ["closing with unpaid shares unconfirmed", asked, { type: "close", totalCents: 1000, confirmed: false }, 409],
    [
      "closing with unpaid shares confirmed",
      asked,
      { type: "close", totalCents: 1000, confirmed: true },
      "closed",
      true,
    ],
    ["closing an open visit with money unconfirmed", open, { type: "close", totalCents: 450, confirmed: false }, 409],
    [
      "closing an open visit with nothing to pay",
      open,
      { type: "close", totalCents: 0, confirmed: false },
      "closed",
      true,
    ],
    ["closing a closed visit", closed, { type: "close", totalCents: 0, confirmed: true }, 409],
    ["joining a closed visit", closed, { type: "join" }, 409],
    ["moving an open visit", open, { type: "move" }, "open"],
  ])("%s", (_, state, event, expected, closing) => {
    const step = nextVisit(state, event);
    if (typeof expected === "number") {
      expect(step.ok).toBe(false);
      if (!step.ok) expect(step.status).toBe(expected);
      return;
    }
    if (!step.ok) throw new Error(step.message);
    expect(step.state.status).toBe(expected);
    expect(step.isClosing).toBe(!!closing);
  });
  it("keeps the shares paid so far", () => {
    const step = nextVisit(asked, { type: "payShare", index: 1 });
    expect(step.ok && step.state.bill?.shares.map((s) => s.paid)).toEqual([false, true]);
  });
});
