import type { RecordModel } from "pocketbase";
import type { NewStorageEntry, StorageEntry, Unit } from "../domain/storage-groups";
import { pb } from "./client";
import { venueTopic, type Topic } from "./realtime";

/** Spec 9: storage page size 100, at most 10 pages. */
export const STORAGE_PAGE_SIZE = 100;
export const STORAGE_MAX_PAGES = 10;

function toEntry(r: RecordModel): StorageEntry {
  return {
    id: r.id,
    item: String(r.item ?? ""),
    quantity: Number(r.quantity ?? 0),
    unit: (r.unit || "piece") as Unit,
    note: String(r.note ?? ""),
    created: String(r.created ?? ""),
  };
}

/** PocketBase filter date (UTC, 'yyyy-MM-dd HH:mm:ss') of a local datetime-local value, or "" when invalid. */
export function toFilterDate(localValue: string): string {
  const d = new Date(localValue);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString().replace("T", " ").slice(0, 19);
}

/** The owner's stock entries, newest first, optionally within created bounds (spec 7). */
export async function listStorage(ownerId: string, from = "", to = ""): Promise<StorageEntry[]> {
  const params: Record<string, string> = { u: ownerId };
  let filter = "user = {:u}";
  const f = from ? toFilterDate(from) : "";
  const t = to ? toFilterDate(to) : "";
  if (f) {
    filter += " && created >= {:from}";
    params.from = f;
  }
  if (t) {
    filter += " && created <= {:to}";
    params.to = t;
  }
  const out: StorageEntry[] = [];
  for (let page = 1; page <= STORAGE_MAX_PAGES; page++) {
    const res = await pb.collection("storage").getList(page, STORAGE_PAGE_SIZE, { filter: pb.filter(filter, params), sort: "-created" });
    out.push(...res.items.map(toEntry));
    if (page >= res.totalPages) break;
  }
  return out;
}

/** Adds a stock entry. */
export async function addStorageEntry(ownerId: string, e: NewStorageEntry): Promise<void> {
  await pb.collection("storage").create({ ...e, user: ownerId });
}

/** Deletes a stock entry. */
export async function deleteStorageEntry(id: string): Promise<void> {
  await pb.collection("storage").delete(id);
}

/** Realtime topic of the owner's stock. */
export const storageTopic: Topic = venueTopic("storage");
