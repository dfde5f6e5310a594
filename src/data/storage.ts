import type { RecordModel } from "pocketbase";
import type { NewStorageEntry, StorageEntry, Unit } from "../domain/storage-groups";
import { pb } from "./client";
import type { Topic } from "./realtime";

/** Spec 9: storage page size 100. */
export const STORAGE_PAGE_SIZE = 100;

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

/**
 * One page (100) of the owner's stock entries, newest first, created within the optional UTC
 * bounds 'yyyy-MM-dd HH:mm:ss' (from inclusive, to exclusive). No count query: the entry count
 * comes with the range's totals (src/data/stats.ts).
 */
export async function listStoragePage(ownerId: string, from: string, to: string, page: number): Promise<StorageEntry[]> {
  const parts = ["user = {:u}"];
  if (from) parts.push("created >= {:from}");
  if (to) parts.push("created < {:to}");
  const res = await pb.collection("storage").getList(page, STORAGE_PAGE_SIZE, {
    filter: pb.filter(parts.join(" && "), { u: ownerId, from, to }),
    sort: "-created,-id",
    skipTotal: true,
  });
  return res.items.map(toEntry);
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
export const storageTopic: Topic = { collection: "storage" };
