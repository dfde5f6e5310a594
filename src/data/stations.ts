import type { RecordModel } from "pocketbase";
import type { PrintOn, Printer, Station } from "../domain/stations";
import { pb } from "./client";
import { type Topic } from "./realtime";
import { venueTopic } from "./venue-topic";

/** Print jobs and printers' status of the signed-in venue (docs/kitchen.md#stations-and-printers). */
export const PRINT_TOPIC: Topic = venueTopic("print");

function toStation(r: RecordModel): Station {
  return {
    id: r.id,
    name: String(r.name ?? ""),
    categories: Array.isArray(r.categories) ? r.categories.map(String) : [],
    printOn: r.printOn === "start" ? "start" : "arrival",
  };
}

function toPrinter(r: RecordModel): Printer {
  return {
    id: r.id,
    station: String(r.station ?? ""),
    name: String(r.name ?? ""),
    host: String(r.host ?? ""),
    port: Number(r.port ?? 0),
    status: r.status === "online" || r.status === "offline" ? r.status : "",
    statusError: String(r.statusError ?? ""),
  };
}

export interface StationsData {
  stations: Station[];
  printers: Printer[];
  categories: Array<{ id: string; title: string }>;
  /** dish id -> category id (the kitchen display's station filter). */
  categoryOf: Map<string, string>;
}

/** The venue's stations, printers, categories and which category each dish is in. */
export async function loadStations(venueId: string): Promise<StationsData> {
  const filter = pb.filter("user = {:u}", { u: venueId });
  const [stations, printers, categories, dishes] = await Promise.all([
    pb.collection("stations").getFullList({ filter, sort: "order,created" }),
    pb.collection("printers").getFullList({ filter, sort: "created" }),
    pb.collection("categories").getFullList({ filter, sort: "order,created", fields: "id,title" }),
    pb.collection("dishes").getFullList({ filter, fields: "id,category" }),
  ]);
  return {
    stations: stations.map(toStation),
    printers: printers.map(toPrinter),
    categories: categories.map((c) => ({ id: c.id, title: String(c.title ?? "") })),
    categoryOf: new Map(dishes.map((d) => [d.id, String(d.category ?? "")])),
  };
}

/** Adds a station (it prints when orders arrive until changed). */
export async function createStation(venueId: string, name: string): Promise<void> {
  await pb.collection("stations").create({ user: venueId, name, printOn: "arrival", categories: [] });
}

/** Changes a station's name, categories or when it prints. */
export async function updateStation(
  id: string,
  fields: Partial<{ name: string; categories: string[]; printOn: PrintOn }>,
): Promise<void> {
  await pb.collection("stations").update(id, fields);
}

/** Deletes a station and its printers (their queued tickets go with them). */
export async function deleteStation(id: string): Promise<void> {
  await pb.collection("stations").delete(id);
}

/** Adds a network printer to a station. */
export async function createPrinter(
  venueId: string,
  station: string,
  p: Pick<Printer, "name" | "host" | "port">,
): Promise<void> {
  await pb.collection("printers").create({ user: venueId, station, ...p });
}

/** Removes a printer. */
export async function deletePrinter(id: string): Promise<void> {
  await pb.collection("printers").delete(id);
}

/** Prints an order's current lines again at its stations' printers; resolves to how many tickets. */
export async function reprintOrder(orderId: string): Promise<number> {
  const res = await pb.send<{ queued: number }>(`/api/print/orders/${encodeURIComponent(orderId)}/reprint`, {
    method: "POST",
  });
  return res.queued;
}

/** The venue's printers only (the board's offline notice). */
export async function listPrinters(venueId: string): Promise<Printer[]> {
  const list = await pb
    .collection("printers")
    .getFullList({ filter: pb.filter("user = {:u}", { u: venueId }), sort: "created" });
  return list.map(toPrinter);
}
