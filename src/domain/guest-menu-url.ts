// The address a table's QR code encodes (the owner's tables and menu pages): apart from paths.ts,
// which every page's entry loads.

/** The guest menu URL of a venue's table (what its QR code encodes). */
export function guestMenuUrl(origin: string, publicLink: string, tableNumber: number | string, tableKey = ""): string {
  const base = `${origin.replace(/\/+$/, "")}/${encodeURIComponent(publicLink)}/${encodeURIComponent(String(tableNumber))}`;
  // The table's key (docs/table-tab.md#the-tables-key): what a printed QR code carries.
  return tableKey ? `${base}?k=${encodeURIComponent(tableKey)}` : base;
}
