// Stations (docs/kitchen.md#stations-and-printers): where a category's lines are made and printed.
// The server routes the printed tickets (pb_migrations/1770800000_print_stations.js); the kitchen
// display's station filter applies the same rule to what it shows.
import type { Order, OrderLine } from "./orders";

export type PrintOn = "arrival" | "start";

export interface Station {
  id: string;
  name: string;
  categories: string[];
  printOn: PrintOn;
}

export interface Printer {
  id: string;
  station: string;
  name: string;
  host: string;
  port: number;
  /** What the print agent last reported: "online", "offline", or "" before its first report. */
  status: "" | "online" | "offline";
  statusError: string;
}

export const DEFAULT_PRINTER_PORT = 9100;
export const MAX_STATION_NAME = 40;

// A host name (labels of letters, digits and '-') or an IPv4/IPv6 address, as the server checks it.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]{2,45})$/;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Checks a printer form: a name, a host of the venue's network and a port (9100 when empty). */
export function validatePrinter(
  name: unknown,
  host: unknown,
  port: unknown,
): Validated<Pick<Printer, "name" | "host" | "port">> {
  const errors: Record<string, string> = {};
  const n = String(name ?? "").trim();
  const h = String(host ?? "").trim();
  const p = String(port ?? "").trim() === "" ? DEFAULT_PRINTER_PORT : Number(port);
  if (!n) errors.name = "Give the printer a name.";
  else if (n.length > MAX_STATION_NAME) errors.name = `At most ${MAX_STATION_NAME} characters.`;
  if (!h || h.length > 253 || !HOST.test(h)) errors.host = "Enter the printer's address, e.g. 192.168.1.50.";
  if (!Number.isInteger(p) || p < 1 || p > 65535) errors.port = "The port is a whole number from 1 to 65535.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { name: n, host: h, port: p } };
}

/** Checks a station's name (1 to 40 characters). */
export function validateStationName(name: unknown): Validated<string> {
  const n = String(name ?? "").trim();
  if (!n) return { ok: false, errors: { name: "Give the station a name." } };
  if (n.length > MAX_STATION_NAME) return { ok: false, errors: { name: `At most ${MAX_STATION_NAME} characters.` } };
  return { ok: true, value: n };
}

/** The lines of `lines` whose dish's category the station takes (`categoryOf`: dish id -> category id). */
export function stationLines(
  lines: OrderLine[],
  station: Station,
  categoryOf: ReadonlyMap<string, string>,
): OrderLine[] {
  return lines.filter((l) => station.categories.includes(categoryOf.get(l.dishId) ?? ""));
}

/**
 * The orders as one station sees them: only its lines, and only orders that have some. `station`
 * null: every order whole ("All stations", lines of categories no station takes included).
 */
export function ordersForStation<T extends Order>(
  orders: T[],
  station: Station | null,
  categoryOf: ReadonlyMap<string, string>,
): T[] {
  if (!station) return orders;
  const out: T[] = [];
  for (const o of orders) {
    const items = stationLines(o.items, station, categoryOf);
    if (items.length) out.push({ ...o, items });
  }
  return out;
}
