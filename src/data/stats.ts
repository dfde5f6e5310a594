import type { RecordModel } from "pocketbase";
import type { Order } from "../domain/orders";
import type { SalesStats } from "../domain/sales";
import type { StorageEntry, Unit } from "../domain/storage-groups";
import { API_URL, endRejectedSession, pb } from "./client";
import { toOrder } from "./orders";
import { toEntry } from "./storage";
import { saveFile } from "./save-file";

/** Query of a stats request: UTC bounds 'yyyy-MM-dd HH:mm:ss' (empty = open) and the viewer's offset. */
function rangeQuery(from: string, to: string, tz?: number): Record<string, string> {
  const q: Record<string, string> = {};
  if (from) q.from = from;
  if (to) q.to = to;
  if (tz !== undefined) q.tz = String(tz);
  return q;
}

/**
 * The signed-in owner's sales over orders finished in [from, to) and one page (50, newest
 * first) of those orders: the whole Finished orders page in one request (docs/sales.md).
 */
export async function fetchFinishedPage(
  from: string,
  to: string,
  tz: number,
  page: number,
): Promise<{ stats: SalesStats; orders: Order[] }> {
  const res = await pb.send<SalesStats & { items?: RecordModel[] }>("/api/stats/finished", {
    query: { ...rangeQuery(from, to, tz), page: String(page) },
  });
  const { items = [], ...stats } = res;
  return { stats, orders: items.map((r) => toOrder(r)) };
}

export interface StorageGroupTotal {
  item: string;
  unit: Unit;
  total: number;
  /** How many entries the group has in the range. */
  entries: number;
}

/** A group as one page of the grouped list shows it: its total and its entries on this page. */
export interface StoragePageGroup extends StorageGroupTotal {
  /** How many of the group's entries (newest first) came on earlier pages. */
  offset: number;
  items: StorageEntry[];
}

export interface StorageListPage {
  /** Every entry in the range, hidden groups' included. */
  entries: number;
  /** The entries of visible groups (total above 0): what the pages list. */
  listed: number;
  groups: StoragePageGroup[];
}

/**
 * Page `page` of the signed-in owner's stock for entries created in [from, to): the groups above 0
 * (item, unit, total) with their entries, newest first, laid end to end and cut into pages of
 * 100. A used-up group and its entries are not listed. One request (docs/sales.md#storage).
 */
export async function fetchStoragePage(from: string, to: string, page: number): Promise<StorageListPage> {
  const res = await pb.send<{
    entries: number;
    listed: number;
    groups: (StorageGroupTotal & { offset: number })[];
    items?: (RecordModel & { group: number })[];
  }>("/api/stats/storage", { query: { ...rangeQuery(from, to), page: String(page) } });
  const groups: StoragePageGroup[] = res.groups.map((g) => ({ ...g, items: [] }));
  for (const r of res.items ?? []) groups[r.group]?.items.push(toEntry(r));
  return { entries: res.entries, listed: res.listed, groups };
}

/**
 * Downloads the range's finished orders as CSV (server-made, newest first). The file needs the
 * owner's token, which a plain link cannot send: fetched, then saved through an object URL.
 */
export async function downloadFinishedCsv(from: string, to: string): Promise<void> {
  const token = pb.authStore.token;
  const res = await fetch(`${API_URL}/api/stats/finished/csv?${new URLSearchParams(rangeQuery(from, to))}`, {
    headers: { Authorization: token },
  });
  // Outside the SDK, so the session side of the one funnel is applied here: a 401 ends the session.
  if (res.status === 401) endRejectedSession(token);
  if (!res.ok) throw new Error(`CSV export failed: ${res.status}`);
  const name = `finished-orders${from ? "-from-" + from.slice(0, 10) : ""}${to ? "-to-" + to.slice(0, 10) : ""}.csv`;
  saveFile(await res.blob(), name, 10_000);
}

/** One staff member's sales in a range: orders they started that were finished, per currency. */
export interface StaffSales {
  /** "Owner", a member's name, the person on a shared device; "" when nobody started it. */
  name: string;
  currency: string;
  orders: number;
  cents: number;
}

/** One staff member's tips in a range: of the shares and parts they marked paid ("Online": paid online). */
export interface StaffTips {
  /** "Owner", a member's name, the person on a shared device, "Online"; "" when not recorded. */
  name: string;
  cents: number;
}

/** The range's sales and tips by staff member; tips are in the venue's currency `tipCurrency`. */
export interface StaffFigures {
  people: StaffSales[];
  tips: StaffTips[];
  tipCurrency: string;
}

/** The range's sales and tips by staff member (owner and managers; docs/sales.md#by-staff-member). */
export async function fetchStaffSales(from: string, to: string, tz: number): Promise<StaffFigures> {
  const res = await pb.send<{ people: StaffSales[]; tips?: { currency: string; people: StaffTips[] } }>(
    "/api/stats/staff",
    { query: rangeQuery(from, to, tz) },
  );
  return { people: res.people, tips: res.tips?.people ?? [], tipCurrency: res.tips?.currency ?? "" };
}

/** Downloads the range's sales by staff member and day as CSV (as downloadFinishedCsv). */
export async function downloadStaffCsv(from: string, to: string, tz: number): Promise<void> {
  const token = pb.authStore.token;
  const res = await fetch(`${API_URL}/api/stats/staff/csv?${new URLSearchParams(rangeQuery(from, to, tz))}`, {
    headers: { Authorization: token },
  });
  if (res.status === 401) endRejectedSession(token);
  if (!res.ok) throw new Error(`CSV export failed: ${res.status}`);
  const name = `sales-by-staff${from ? "-from-" + from.slice(0, 10) : ""}${to ? "-to-" + to.slice(0, 10) : ""}.csv`;
  saveFile(await res.blob(), name, 10_000);
}

/** Net, tax and service charge of one rate in the accountant's view. */
export interface MoneyReportRate {
  rate: string;
  name: string;
  percent: number;
  netCents: number;
  taxCents: number;
}

/** One day (or the whole range) of the accountant's view (docs/tax-and-receipts.md#reports). */
export interface MoneyReportDay {
  day?: string;
  netCents: number;
  serviceCents: number;
  taxCents: number;
  tipsCents: number;
  totalCents: number;
  rates: MoneyReportRate[];
}

/** The range's net sales, service charge, tax per rate and tips, per local day and for the period. */
export interface MoneyReport {
  currency: string;
  days: MoneyReportDay[];
  /** Cash refunds per local day, newest first, negative (docs/tax-and-receipts.md#cash-refunds). */
  refunds?: MoneyReportDay[];
  period: MoneyReportDay;
}

/** The accountant's view of a range (owner and managers; docs/tax-and-receipts.md#reports). */
export async function fetchMoneyReport(from: string, to: string, tz: number): Promise<MoneyReport> {
  return pb.send<MoneyReport>("/api/stats/money", { query: rangeQuery(from, to, tz) });
}

/** Downloads the accountant's view as CSV, a day per row and the period last (as downloadFinishedCsv). */
export async function downloadMoneyCsv(from: string, to: string, tz: number): Promise<void> {
  const token = pb.authStore.token;
  const res = await fetch(`${API_URL}/api/stats/money/csv?${new URLSearchParams(rangeQuery(from, to, tz))}`, {
    headers: { Authorization: token },
  });
  if (res.status === 401) endRejectedSession(token);
  if (!res.ok) throw new Error(`CSV export failed: ${res.status}`);
  const name = `tax-and-service${from ? "-from-" + from.slice(0, 10) : ""}${to ? "-to-" + to.slice(0, 10) : ""}.csv`;
  saveFile(await res.blob(), name, 10_000);
}
