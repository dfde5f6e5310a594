// Stock entries and their grouping (docs/sales.md#storage). Pure.

export const UNITS = ["piece", "mililitre", "gram"] as const;
export type Unit = (typeof UNITS)[number];

/**
 * A quantity's unit as the Storage list writes it: "1 piece", "12 pieces", "750 ml", "300 g" (the
 * stored values stay the spec's: piece, mililitre, gram).
 */
export function unitText(unit: string, quantity: number): string {
  if (unit === "piece") return Math.abs(quantity) === 1 ? "piece" : "pieces";
  if (unit === "mililitre") return "ml";
  if (unit === "gram") return "g";
  return unit;
}

/**
 * A stock entry's activity summary as the server stores it ('Flour: 12 piece', the spec's unit)
 * in the units Storage shows ('Flour: 12 pieces', 'Milk: 750 ml'); any other text as it is.
 */
export function stockSummaryText(summary: string): string {
  const m = /^(.*): (-?[0-9]+(?:\.[0-9]+)?) (piece|mililitre|gram)$/.exec(summary);
  return m ? `${m[1]}: ${m[2]} ${unitText(m[3], Number(m[2]))}` : summary;
}

export interface StorageEntry {
  id: string;
  item: string;
  quantity: number;
  unit: Unit;
  note: string;
  /** ISO-like timestamp from the server. */
  created: string;
}

export interface StorageGroup {
  key: string;
  item: string;
  unit: Unit;
  total: number;
  entries: StorageEntry[];
}

export interface NewStorageEntry {
  item: string;
  quantity: number;
  unit: Unit;
  note: string;
}

/** Rounds a stock quantity (or a sum of them) to 3 decimals, as groups show it and the server sums it. */
export function roundQuantity(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * Groups entries by item and unit with their total. Groups whose total is 0 or less
 * are hidden (used up). Entries keep their order; groups are sorted by item name.
 */
export function groupStorage(entries: readonly StorageEntry[]): StorageGroup[] {
  const groups = new Map<string, StorageGroup>();
  for (const e of entries) {
    const key = `${e.item}\u0000${e.unit}`;
    const g = groups.get(key) ?? { key, item: e.item, unit: e.unit, total: 0, entries: [] };
    g.total += e.quantity;
    g.entries.push(e);
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, total: roundQuantity(g.total) }))
    .filter((g) => g.total > 0)
    .sort((a, b) => a.item.localeCompare(b.item) || a.unit.localeCompare(b.unit));
}

/**
 * Reads the Add Item form: a missing name or a non-numeric quantity means "ignore"
 * (null, no message); the unit defaults to piece; quantity may be negative.
 */
export function parseStorageInput(input: {
  item: unknown;
  quantity: unknown;
  unit: unknown;
  note: unknown;
}): NewStorageEntry | null {
  const item = String(input.item ?? "").trim();
  const raw = String(input.quantity ?? "").trim();
  const quantity = Number(raw);
  if (!item || raw === "" || !Number.isFinite(quantity)) return null;
  const unit = (UNITS as readonly string[]).includes(String(input.unit)) ? (input.unit as Unit) : "piece";
  return { item, quantity, unit, note: String(input.note ?? "").trim() };
}
