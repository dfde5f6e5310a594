// A table's key (docs/table-tab.md#the-tables-key): the `k` of the link its QR code opens
// (/{link}/{table}?k=<key>). At a venue that keeps tabs only a phone that opened that link starts
// the table's group or orders onto its tab, so the guest page keeps the key it was opened with for
// this browser tab, per venue and table, and sends it with each order and group start.

const KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;
const PREFIX = "table_key_";

function slot(link: string, table: string): string {
  return PREFIX + link.toLowerCase() + "/" + table;
}

/**
 * Keeps the key of the page's link (`?k=`) for the venue's table, and takes it out of the address
 * bar (a copied address then carries no key). Returns the key this browser tab holds for the table.
 */
export function captureTableKey(link: string, table: string): string {
  try {
    const params = new URLSearchParams(window.location.search);
    const k = params.get("k") ?? "";
    if (KEY_SHAPE.test(k)) sessionStorage.setItem(slot(link, table), k);
    if (params.has("k")) {
      params.delete("k");
      const rest = params.toString();
      window.history.replaceState(window.history.state, "", window.location.pathname + (rest ? "?" + rest : ""));
    }
  } catch {
    // Private mode: the key lasts for this page only (it is still in the address).
  }
  return tableKeyOf(link, table);
}

/** The key this browser tab holds for the venue's table, or ''. */
export function tableKeyOf(link: string, table: string): string {
  try {
    const k = sessionStorage.getItem(slot(link, table)) ?? "";
    if (KEY_SHAPE.test(k)) return k;
  } catch {
    // fall through to the address
  }
  const k = new URLSearchParams(window.location.search).get("k") ?? "";
  return KEY_SHAPE.test(k) ? k : "";
}
