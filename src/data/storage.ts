import type { RecordModel } from "pocketbase";
import type { NewStorageEntry, StorageEntry, Unit } from "../domain/storage-groups";
import { pb } from "./client";
import { type Topic } from "./realtime";
import { venueTopic } from "./venue-topic";

/** Stock entries per page (docs/limits.md#page-sizes). */
export const STORAGE_PAGE_SIZE = 100;

/** Maps a storage record to the domain entry. */
export function toEntry(r: RecordModel): StorageEntry {
  return {
    id: r.id,
    item: String(r.item ?? ""),
    quantity: Number(r.quantity ?? 0),
    unit: (r.unit || "piece") as Unit,
    note: String(r.note ?? ""),
    created: String(r.created ?? ""),
  };
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
