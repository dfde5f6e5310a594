import type { RecordModel } from "pocketbase";
import { orderTotal } from "../domain/money";
import type { DishOption, Order, OrderLine } from "../domain/orders";
import { orderDueOf, type OrderDue } from "../domain/order-due";
import type { DiningTable } from "../domain/tables";
import { approvalHeaders } from "./approvals";
import { pb } from "./client";
import { type RecordEvent, type Topic } from "./realtime";
import { venueTopic } from "./venue-topic";
import { readGroups } from "../domain/option-group-rules";
import type { ChosenOptions } from "../domain/option-groups";

/** Page sizes (docs/limits.md#page-sizes). */
export const LIVE_PAGE_SIZE = 500;
export const FINISHED_PAGE_SIZE = 50;

/** The realtime topic of every order of the signed-in owner's venue. */
export const ORDERS_TOPIC: Topic = venueTopic("orders");

/**
 * Only events of finished orders (an order becoming finished, a finished one deleted): a new
 * guest order must not make the Finished orders page reload its figures.
 */
export const FINISHED_ORDERS_TOPIC: Topic = venueTopic("finished");

function toLine(raw: unknown): OrderLine {
  const l = (raw ?? {}) as Record<string, unknown>;
  const modifiers = l.modifiers && typeof l.modifiers === "object" ? (l.modifiers as Record<string, number>) : {};
  return {
    dishId: String(l.dishId ?? ""),
    title: String(l.title ?? ""),
    price: Number(l.price) || 0,
    count: Number(l.count) || 0,
    modifiers,
    ...(l.options && typeof l.options === "object" ? { options: l.options as ChosenOptions } : {}),
  };
}

/** Maps an orders record (user optionally expanded) to the domain Order. */
export function toOrder(r: RecordModel, fallbackCurrency = ""): Order {
  const user = (r.expand?.user ?? null) as RecordModel | null;
  return {
    id: r.id,
    user: String(r.user ?? ""),
    userSlug: String(r.userSlug ?? ""),
    tableSlug: String(r.tableSlug ?? ""),
    items: Array.isArray(r.items) ? r.items.map(toLine) : [],
    total: Number(r.total) || 0,
    started: Boolean(r.started),
    finished: Boolean(r.finished),
    created: String(r.created ?? ""),
    updated: String(r.updated ?? ""),
    finishedAt: String(r.finishedAt ?? ""),
    // The currency the order was sold in (docs/sales.md#per-currency-totals), else the venue's.
    currency: String(r.currency || user?.currency || fallbackCurrency || ""),
    isTest: r.isTest === true,
    startedBy: String(r.startedBy ?? ""),
    finishedBy: String(r.finishedBy ?? ""),
    editedBy: String(r.editedBy ?? ""),
    // A takeaway order's pickup (docs/takeaway.md); the fields are absent on a table order.
    ...(Number(r.pickupNumber) > 0
      ? {
          pickup: {
            number: Number(r.pickupNumber),
            at: String(r.pickupAt ?? ""),
            name: String(r.pickupName ?? ""),
            day: String(r.pickupDay ?? ""),
          },
        }
      : {}),
    visit: String(r.visit ?? ""),
    // At a venue with tax added: what the guest owes (absent elsewhere: the order is as before).
    ...withDue(r),
  };
}

/** `{due}` of a record at a venue with tax added, else {}. */
function withDue(r: RecordModel): { due?: OrderDue } {
  const due = orderDueOf(r as { due?: unknown; tax?: unknown });
  return due ? { due } : {};
}

/** A realtime event's order when it is a newly created, unfinished order (it shows the new-order banner). */
export function newUnfinishedOrder(e: RecordEvent): Order | null {
  if (e.action !== "create") return null;
  const o = toOrder(e.record);
  return o.finished ? null : o;
}

/** One page of the live (unfinished) orders: not started first, newest first, with the venue. */
export async function listLiveOrders(ownerId: string, page: number): Promise<{ items: Order[]; totalPages: number }> {
  const res = await pb.collection("orders").getList(page, LIVE_PAGE_SIZE, {
    filter: pb.filter("user = {:id} && finished = false", { id: ownerId }),
    sort: "started,-created",
    expand: "user",
  });
  return { items: res.items.map((r) => toOrder(r)), totalPages: Math.max(1, res.totalPages) };
}

/** Start: started = true. */
export async function startOrder(id: string): Promise<void> {
  await pb.collection("orders").update(id, { started: true });
}

/** Finish: finished = true. */
export async function finishOrder(id: string): Promise<void> {
  await pb.collection("orders").update(id, { finished: true });
}

/** Delete an order; `approval`: a manager's approval token (a started order, on a waiter's screen). */
export async function deleteOrder(id: string, approval?: string): Promise<void> {
  if (approval) await pb.collection("orders").delete(id, { headers: approvalHeaders(approval) });
  else await pb.collection("orders").delete(id);
}

/**
 * Saves edited lines (the server re-prices them and recomputes the total). `basedOn` is the
 * `updated` value the edit started from: the server refuses the save if the order changed since
 * (e.g. combined), so nobody's lines are overwritten.
 */
export async function saveOrderItems(id: string, items: OrderLine[], basedOn: string): Promise<Order> {
  const total = orderTotal(items);
  const r = await pb.collection("orders").update(id, { items, total, expectedUpdated: basedOn }, { expand: "user" });
  return toOrder(r);
}

/** Combines two orders on the server (one transaction); resolves to the merged (newer) order. */
export async function combineOrdersOnServer(ids: [string, string]): Promise<Order> {
  const r = await pb.send<RecordModel>("/api/orders/combine", { method: "POST", body: { ids } });
  return toOrder(r);
}

/** The venue's dishes for the edit modal (up to 500, by title). */
export async function listDishOptions(ownerId: string): Promise<DishOption[]> {
  const res = await pb.collection("dishes").getList(1, 500, {
    filter: pb.filter("user = {:id}", { id: ownerId }),
    sort: "title",
    // The category groups staff order entry's grid as the guest's menu is grouped.
    expand: "category",
  });
  return res.items.map((d) => ({
    id: d.id,
    title: String(d.title ?? ""),
    price: Number(d.price) || 0,
    modifiers: d.modifiers && typeof d.modifiers === "object" ? (d.modifiers as Record<string, number>) : {},
    ...(readGroups(d.optionGroups).length ? { optionGroups: readGroups(d.optionGroups) } : {}),
    timeServed:
      d.timeServed && typeof d.timeServed === "object" ? (d.timeServed as { from?: string; to?: string }) : null,
    available: d.available !== false,
    ...(d.expand?.category
      ? { category: { title: String(d.expand.category.title ?? ""), order: Number(d.expand.category.order) || 0 } }
      : {}),
  }));
}

/** The venue's tables for the map modal (x, y, shape), sorted by number. */
export type TableShape = DiningTable;

/** All tables of the owner, for the table map. */
export async function listTableShapes(ownerId: string): Promise<TableShape[]> {
  const items = await pb.collection("tables").getFullList({
    filter: pb.filter("user = {:id}", { id: ownerId }),
    sort: "tableNumber",
  });
  return items.map((t) => ({
    id: t.id,
    tableNumber: Number(t.tableNumber) || 0,
    round: Boolean(t.round),
    width: Number(t.width) || 0,
    length: Number(t.length) || 0,
    diameter: Number(t.diameter) || 0,
    x: Number(t.x) || 0,
    y: Number(t.y) || 0,
  }));
}

export interface StaffOrderInput {
  ownerId: string;
  publicLink: string;
  tableNumber: number;
  items: OrderLine[];
  /** Same id for every retry of the same entry (the server then returns the order it made). */
  clientRequestId: string;
}

/**
 * Staff order entry (docs/ordering.md#staff-orders): the owner sends an order for one of their tables. It goes through
 * the guest's create path (pb_hooks/orders-create.pb.js): the server prices every line from the
 * dish records and refuses sold-out dishes, dishes outside their serving window and unknown tables;
 * `staff: true` limits it to the owner's own venue.
 */
export async function createStaffOrder(input: StaffOrderInput): Promise<Order> {
  const total = orderTotal(input.items);
  const r = await pb.collection("orders").create(
    {
      staff: true,
      user: input.ownerId,
      userSlug: input.publicLink.toLowerCase(),
      tableSlug: String(input.tableNumber),
      items: input.items,
      total,
      clientRequestId: input.clientRequestId,
      tzOffset: new Date().getTimezoneOffset(),
    },
    { expand: "user" },
  );
  return toOrder(r);
}
