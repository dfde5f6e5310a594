// Tables of the floor plan and the new-table rules (docs/owner-screens.md#tables--qr). Pure.
import { msg } from "./messages";
import type { Validated } from "./validation";

export interface DiningTable {
  id: string;
  tableNumber: number;
  round: boolean;
  width: number;
  length: number;
  diameter: number;
  x: number;
  y: number;
  /** The key of the table's QR link (docs/table-tab.md#the-tables-key); read by the venue's staff only. */
  key?: string;
}

export interface NewTable {
  tableNumber: number;
  round: boolean;
  width?: number;
  length?: number;
  diameter?: number;
  x: 0;
  y: 0;
}

const num = (raw: unknown): number => {
  const n = Number(raw);
  return raw === "" || raw === null || raw === undefined || !Number.isFinite(n) ? 0 : n;
};

/**
 * New table: number required and >= 1, not already used (checked by number only).
 * Round tables send a diameter, others width and length; 0 is the fallback. Created at 0,0.
 */
export function validateNewTable(
  input: { tableNumber: unknown; round: boolean; width?: unknown; length?: unknown; diameter?: unknown },
  existingNumbers: readonly number[],
): Validated<NewTable> {
  const raw = String(input.tableNumber ?? "").trim();
  const tableNumber = Number(raw);
  if (raw === "" || !Number.isInteger(tableNumber) || tableNumber < 1) {
    return { ok: false, errors: { tableNumber: msg("tableNumberMin") } };
  }
  if (existingNumbers.includes(tableNumber)) {
    return { ok: false, errors: { tableNumber: msg("tableExists", { tableNumber }) } };
  }
  const base = { tableNumber, round: input.round, x: 0 as const, y: 0 as const };
  return input.round
    ? { ok: true, value: { ...base, diameter: num(input.diameter) } }
    : { ok: true, value: { ...base, width: num(input.width), length: num(input.length) } };
}

/** Size a table is drawn at on the floor plan: half its width/length, or half its diameter. */
export function shapeSize(t: Pick<DiningTable, "round" | "width" | "length" | "diameter">): {
  width: number;
  height: number;
} {
  if (t.round) return { width: t.diameter / 2, height: t.diameter / 2 };
  return { width: t.width / 2, height: t.length / 2 };
}
