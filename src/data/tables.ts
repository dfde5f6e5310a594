import type { RecordModel } from "pocketbase";
import type { DiningTable, NewTable } from "../domain/tables";
import { pb } from "./client";
import { type Topic } from "./realtime";
import { venueTopic } from "./venue-topic";

function toTable(r: RecordModel): DiningTable {
  return {
    id: r.id,
    tableNumber: Number(r.tableNumber ?? 0),
    round: Boolean(r.round),
    width: Number(r.width ?? 0),
    length: Number(r.length ?? 0),
    diameter: Number(r.diameter ?? 0),
    x: Number(r.x ?? 0),
    y: Number(r.y ?? 0),
    key: String(r.key ?? ""),
  };
}

/** A new key for the table's QR code: codes printed before stop opening its tab (PIN-gated). */
export async function reissueTableKey(id: string): Promise<string> {
  const res = await pb.send<{ key: string }>(`/api/tables/${encodeURIComponent(id)}/key`, { method: "POST" });
  return res.key;
}

/** All tables of the owner, sorted by number. */
export async function listTables(ownerId: string): Promise<DiningTable[]> {
  const list = await pb
    .collection("tables")
    .getFullList({ filter: pb.filter("user = {:u}", { u: ownerId }), sort: "tableNumber" });
  return list.map(toTable);
}

/** Whether the owner already has a table with this number (asked of the server: another tab may have added it). */
export async function tableExists(ownerId: string, tableNumber: number): Promise<boolean> {
  const res = await pb.collection("tables").getList(1, 1, {
    filter: pb.filter("user = {:u} && tableNumber = {:n}", { u: ownerId, n: tableNumber }),
  });
  return res.totalItems > 0;
}

/** Creates a table at 0,0. */
export async function createTable(ownerId: string, t: NewTable): Promise<DiningTable> {
  return toTable(await pb.collection("tables").create({ ...t, user: ownerId }));
}

/** Deletes a table. */
export async function deleteTable(id: string): Promise<void> {
  await pb.collection("tables").delete(id);
}

/** Saves a table's floor-plan position after a drag. */
export async function saveTablePosition(id: string, x: number, y: number): Promise<void> {
  await pb.collection("tables").update(id, { x: Math.round(x), y: Math.round(y) });
}

/** The owner's first table (by created), for the public-menu link. */
export async function firstTable(ownerId: string): Promise<DiningTable | null> {
  const res = await pb
    .collection("tables")
    .getList(1, 1, { filter: pb.filter("user = {:u}", { u: ownerId }), sort: "created" });
  return res.items[0] ? toTable(res.items[0]) : null;
}

/** Realtime topic of the owner's tables. */
export const tablesTopic: Topic = venueTopic("tables");
