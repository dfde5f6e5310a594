// The table's visit, or tab (docs/table-tab.md#states): a pure transition function. The server
// runs these rules from pb_hooks/lib/shared/domain.js on every change of a visit; the phones and the
// board only show the state the server answers with.
//
//   open --askBill--> billRequested --payShare (last)--> closed
//   open|billRequested --close (confirmed when money is unpaid)--> closed
//   billRequested --order with money, nothing paid yet--> open (the bill is dropped: ask again)
import type { Bill } from "./split";
import type { LineChoice } from "./line-choices";
import type { LineTaxRef, ReceiptMoney } from "./receipt-money";

export type VisitStatus = "open" | "billRequested" | "closed";

export interface VisitState {
  status: VisitStatus;
  bill: Bill | null;
}

export type VisitEvent =
  | { type: "order"; totalCents: number }
  | { type: "askBill"; bill: Bill }
  | { type: "payShare"; index: number }
  | { type: "close"; totalCents: number; confirmed: boolean }
  | { type: "move" }
  | { type: "join" }
  | { type: "cart" };

export type VisitStep =
  { ok: true; state: VisitState; isClosing: boolean } | { ok: false; status: 400 | 404 | 409; message: string };

const CLOSED = "This table's visit has ended.";

function refuse(status: 400 | 404 | 409, message: string): VisitStep {
  return { ok: false, status, message };
}

function stay(state: VisitState): VisitStep {
  return { ok: true, state, isClosing: false };
}

/** Whether any share of the visit's bill is paid. */
export function hasPaidShare(state: VisitState): boolean {
  return !!state.bill && state.bill.shares.some((s) => s.paid);
}

/** The next state of a visit after `event`, or why the event is refused (an HTTP status and a message). */
export function nextVisit(state: VisitState, event: VisitEvent): VisitStep {
  if (state.status === "closed") return refuse(409, CLOSED);
  switch (event.type) {
    case "join":
    case "cart":
    case "move":
      return stay(state);
    case "order":
      if (state.status !== "billRequested" || event.totalCents === 0) return stay(state);
      // New dishes after the bill was asked for: the bill is out of date. Nothing paid yet: drop
      // it (the guests ask again). Part paid: the staff settle the rest; no more dishes here.
      if (hasPaidShare(state))
        return refuse(409, "This table's bill is being paid: ask the staff to add anything more.");
      return stay({ status: "open", bill: null });
    case "askBill":
      if (hasPaidShare(state)) return refuse(409, "Part of this bill is already paid: it cannot be split again.");
      return stay({ status: "billRequested", bill: event.bill });
    case "payShare": {
      const bill = state.bill;
      if (state.status !== "billRequested" || !bill) return refuse(409, "Nobody has asked for the bill yet.");
      const share = Number.isInteger(event.index) ? bill.shares[event.index] : undefined;
      if (!share) return refuse(404, "This bill has no such share.");
      if (share.paid) return refuse(409, "This share is already paid.");
      const shares = bill.shares.map((s, i) => (i === event.index ? { ...s, paid: true } : s));
      const allPaid = shares.every((s) => s.paid);
      return {
        ok: true,
        state: { status: allPaid ? "closed" : "billRequested", bill: { ...bill, shares } },
        isClosing: allPaid,
      };
    }
    case "close": {
      const unpaid = state.bill ? state.bill.shares.some((s) => !s.paid) : event.totalCents > 0;
      if (unpaid && !event.confirmed) {
        return refuse(409, "This visit has unpaid shares: confirm to close it anyway.");
      }
      return { ok: true, state: { status: "closed", bill: state.bill }, isClosing: true };
    }
  }
}

/** Most phones that may join one visit. */
export const MAX_MEMBERS = 12;

/** How a member shows on the cart and the bill: the first name they gave, else "Guest 2" (by order of joining). */
export function memberLabel(name: string, n: number): string {
  const clean = String(name || "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 30);
  return clean || `Guest ${n}`;
}

/** A line of a visit's bill as the server shows it (pb_hooks/lib/tab/visit-live.js). */
export interface VisitLine {
  key: string;
  orderId: string;
  title: string;
  count: number;
  priceCents: number;
  amountCents: number;
  by: string;
  /** Who ordered it, when one member did (0: several, or the table). */
  byN?: number;
  takenBy: string;
  takenByN: number;
  /** Who took it for a split by item, several when they share it (its cents split between them). */
  takers?: { n: number; label: string }[];
  /** Its extras, options and size with their prices. */
  choices?: LineChoice[];
  /** The number of the part it is in (0: none), and whether that part is paid. */
  part?: number;
  paid?: boolean;
  /** At a venue with tax rates: the line's tax, and what it costs with tax added (docs/tax-and-receipts.md#the-bill). */
  tax?: LineTaxRef;
  dueCents?: number;
}

/** A member's own lines paid early (docs/table-tab.md#pay-your-part). */
export interface VisitPart {
  no: number;
  n: number;
  label: string;
  items: string[];
  amountCents: number;
  tipCents: number;
  method: "cash" | "card" | "online";
  paid: boolean;
  online?: boolean;
  /** Its receipt's number and token once paid (docs/tax-and-receipts.md#receipts), where the venue issues them. */
  receiptNo?: number;
  receipt?: string;
  /** What it charges part by part, at a venue with money rules. */
  money?: ReceiptMoney;
}

/** A line of the group's shared cart. */
export interface VisitCartLine {
  id: string;
  dishId: string;
  title: string;
  priceCents: number;
  count: number;
  n: number;
  by: string;
  choices?: LineChoice[];
}

/** What members and staff see of a visit (no guest tokens, no invitation code). */
export interface VisitView {
  id: string;
  table: string;
  status: VisitStatus;
  since: string;
  updated: string;
  totalCents: number;
  /** What the parts paid so far hold, and what is left to pay. */
  paidCents?: number;
  dueCents?: number;
  orders: number;
  members: { n: number; label: string }[];
  cart: { version: number; lines: VisitCartLine[] };
  lines: VisitLine[];
  parts?: VisitPart[];
  /** At a venue with money rules: what is left to pay, with the service charge and the tax. */
  money?: ReceiptMoney;
  /** At a venue with money rules: what each member's own lines would charge as a part ({member: cents}). */
  partDue?: Record<string, number>;
  bill: Bill | null;
  billRequestedAt: string;
  tipCents: number;
  payMethod: string;
  closedAt: string;
}

/** A split in words for the staff: "Whole bill", "Equal split, 3 shares", "By item, 2 shares". */
export function splitText(bill: Bill): string {
  const n = bill.shares.length;
  if (bill.split === "whole") return "Whole bill";
  const how = bill.split === "equal" ? "Equal split" : bill.split === "items" ? "By item" : "By amounts";
  return `${how}, ${n} ${n === 1 ? "share" : "shares"}`;
}
