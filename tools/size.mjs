#!/usr/bin/env node
// `npm run size`: the gzip JavaScript and CSS a guest's phone downloads to open a menu
// (/{publicLink}/{table}), from Vite's build manifest. Fails when over budget or when owner-side
// code is in that set. Run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_JS = 100 * 1024;
const OWNER_MARKERS = [
  "react-draggable",
  "react-to-print",
  "qrcode.react",
  "src/features/orders",
  "src/features/menu-editor",
  "src/features/tables",
  "src/app/shell",
];
const dist = path.resolve("dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

// The guest loads the entry and, from it, only the guest-entry chunk (main.tsx branches on the URL).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const guestKey = Object.keys(manifest).find((k) => k.endsWith("src/app/guest-entry.tsx"));
const seen = new Set();
// "Your table" of a venue with table tabs (docs/table-tab.md: the group, its cart, the bill and the
// invitation's QR code, qrcode.react) is loaded only at such a venue: counted apart, with its own budget.
const INVITE_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/table-group.tsx"));
const BUDGET_INVITE_JS = 20 * 1024;
// The receipt after paying online (docs/payments.md#the-receipt) is loaded only when the URL names
// one (`?receipt=`): counted apart too, with its own budget.
const RECEIPT_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/receipt-dialog.tsx"));
const BUDGET_RECEIPT_JS = 5 * 1024;
// The full receipt (docs/tax-and-receipts.md#receipts) is loaded only when a guest opens one (from
// the bill or after paying online), and its PDF maker (pdfkit) only on "Download PDF": each counted
// apart, with its own budget, and in no other part's.
const RECEIPT_VIEW_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/receipt-view.tsx"));
const BUDGET_RECEIPT_VIEW_JS = 5 * 1024;
const RECEIPT_PDF_KEY = Object.keys(manifest).find((k) => k.endsWith("src/components/receipt-pdf.ts"));
const BUDGET_RECEIPT_PDF_JS = 80 * 1024;
// A receipt whose text is not all Latin-1 loads one more part on "Download PDF": the real fontkit
// (src/components/receipt-pdf-unicode.ts; the font file itself is a static asset, not counted here).
const RECEIPT_PDF_UNICODE_KEY = Object.keys(manifest).find((k) => k.endsWith("src/components/receipt-pdf-unicode.ts"));
const BUDGET_RECEIPT_PDF_UNICODE_JS = 95 * 1024;
// The takeaway page's pickup time and name (docs/takeaway.md) are loaded only at /{link}/takeaway.
const PICKUP_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/pickup-fields.tsx"));
const BUDGET_PICKUP_JS = 3 * 1024;
// "Notify me when it's ready" under a takeaway order (docs/takeaway.md#ready-notification): loaded
// only on the takeaway page, in a browser that can receive push, once the guest has an order.
const NOTIFY_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/ready-notify.tsx"));
const BUDGET_NOTIFY_JS = 3 * 1024;
// "Receipt" on a takeaway order (docs/takeaway.md#the-receipt): loaded only on the takeaway page once
// the guest has sent an order (the receipt view itself, and its PDF, only on the tap: counted above).
const ORDER_RECEIPT_KEY = Object.keys(manifest).find((k) => k.endsWith("src/features/guest-menu/order-receipt.tsx"));
const BUDGET_ORDER_RECEIPT_JS = 3 * 1024;
// Prices by the hour (docs/tax-and-receipts.md#price-lists): loaded only at a venue with price lists
// (src/features/guest-menu/use-price-lists.ts), before the first render there.
const PRICES_KEY = moduleChunk("src/domain/price-lists.ts");
const BUDGET_PRICES_JS = 2 * 1024;
// A table group's API (docs/table-tab.md): loaded only when a guest starts, joins or adds to a group
// at a venue with table tabs (src/features/guest-menu/use-table-group.ts); counted with "Your table".
const GROUP_KEY = moduleChunk("src/data/visits.ts");
// The PocketBase SDK and its client (docs/guest-page.md#guest-download): loaded right after the
// first render (src/data/lazy-client.ts), not in the first download: counted apart, and in no
// other part's (every part waits for the same one).
const SDK_KEY = moduleChunk("src/data/client.ts");
const BUDGET_SDK_JS = 12 * 1024;
// The guest page's words in one language (docs/guest-page.md#the-guests-language): a chunk per
// language, fetched only when a guest switches to it in the page (a page rendered in a language
// carries its words in its JSON). A guest loads one at most: the largest is counted apart. So are
// the table tab's, the takeaway page's and the receipt's words (a chunk per language each, loaded with those parts
// in that language), and the list of the chunks (word-chunks.ts, loaded at a switch).
const WORDS_KINDS = ["guest", "tab", "takeaway", "receipt", "message"];
const WORDS_KEYS = Object.keys(manifest).filter((k) =>
  /src\/domain\/(guest|tab|takeaway|receipt|message)-words\/[a-z]{2}\.ts$/.test(k),
);
const BUDGET_WORDS_JS = 3 * 1024;
const WORD_LIST_KEY = moduleChunk("src/features/guest-menu/word-chunks.ts");
const BUDGET_WORD_LIST_JS = 3 * 1024;
// The server's messages in the guest's language (docs/guest-page.md#the-servers-messages): their
// English patterns and the list of their chunks, loaded in a language other than English.
const MESSAGE_LIST_KEY = moduleChunk("src/features/guest-menu/message-chunks.ts");
/**
 * The manifest key of the chunk of module `src`: its own (keyed by its path), or the shared chunk
 * named after it that also holds it when other chunks import it statically ("_name-hash.js").
 */
function moduleChunk(src) {
  const own = Object.keys(manifest).find((k) => k.endsWith(src));
  if (own) return own;
  const name = path.basename(src).replace(/\.tsx?$/, "");
  return Object.keys(manifest).find((k) => k.startsWith("_") && manifest[k].name === name && k.endsWith(".js"));
}
function visit(key) {
  if (
    !key ||
    seen.has(key) ||
    key === INVITE_KEY ||
    key === RECEIPT_KEY ||
    key === RECEIPT_VIEW_KEY ||
    key === RECEIPT_PDF_KEY ||
    key === RECEIPT_PDF_UNICODE_KEY ||
    key === PICKUP_KEY ||
    key === NOTIFY_KEY ||
    key === ORDER_RECEIPT_KEY ||
    key === PRICES_KEY ||
    key === GROUP_KEY ||
    key === SDK_KEY ||
    key === WORD_LIST_KEY ||
    key === MESSAGE_LIST_KEY ||
    WORDS_KEYS.includes(key)
  )
    return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
}
visit(entryKey);
visit(guestKey);
// Dynamic imports inside the guest chunks (loaded on demand, e.g. after the first paint) count too.
for (const key of [...seen])
  for (const dep of manifest[key].dynamicImports ?? [])
    if (dep !== manifest[entryKey].dynamicImports?.find((d) => d.endsWith("app.tsx"))) visit(dep);

const rows = [];
let js = 0;
let css = 0;
const files = new Set();
for (const key of seen) {
  const m = manifest[key];
  if (key.endsWith("src/app/app.tsx")) continue;
  for (const f of [m.file, ...(m.css ?? [])]) {
    if (files.has(f)) continue;
    files.add(f);
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
    rows.push([f, gz]);
    if (f.endsWith(".js")) js += gz;
    else css += gz;
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [f, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`${kb(gz).padStart(9)}  ${f}`);
console.log(`\nGuest page: ${kb(js)} JavaScript + ${kb(css)} CSS (gzip); budget ${kb(BUDGET_JS)} JavaScript.`);

const leaked = [];
for (const key of seen) if (OWNER_MARKERS.some((m) => key.includes(m))) leaked.push(key);
if (leaked.length) {
  console.error(`Owner-side code in the guest page: ${leaked.join(", ")}`);
  process.exit(1);
}
// Every CSS file of the guest chunks must be in the entry's preload list, or the menu renders
// unstyled (Vite 8 drops that list for an inline `cond ? import(a) : import(b)`; see src/main.tsx).
const entryJs = fs.readFileSync(path.join(dist, manifest[entryKey].file), "utf8");
const entryCss = new Set(manifest[entryKey].css ?? []);
const unloaded = [...files].filter((f) => f.endsWith(".css") && !entryCss.has(f) && !entryJs.includes(f));
if (unloaded.length) {
  console.error(`Guest CSS that the entry never loads: ${unloaded.join(", ")}`);
  process.exit(1);
}
/** The gzip JavaScript of a lazily loaded part (`key` and what it loads that the page has not). */
function partJs(key) {
  const part = new Set();
  const walk = (k) => {
    // A part with its own budget is not counted in another's (the receipt view in the bill's), and a
    // part's words in another language are counted apart (one language at most is loaded).
    if (
      !k ||
      part.has(k) ||
      seen.has(k) ||
      (k !== key && (APART.includes(k) || WORDS_KEYS.includes(k) || k === WORD_LIST_KEY || k === MESSAGE_LIST_KEY))
    )
      return;
    part.add(k);
    for (const dep of [...(manifest[k].imports ?? []), ...(manifest[k].dynamicImports ?? [])]) walk(dep);
  };
  walk(key);
  let bytes = 0;
  for (const k of part) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[k].file)), { level: 9 }).length;
  return bytes;
}
const APART = [RECEIPT_VIEW_KEY, RECEIPT_PDF_KEY, RECEIPT_PDF_UNICODE_KEY, SDK_KEY].filter(Boolean);
const largestWords = (kind) =>
  WORDS_KEYS.filter((k) => k.includes(`/${kind}-words/`)).reduce(
    (best, k) => (best && partJs(best) >= partJs(k) ? best : k),
    "",
  );
const wordsRows = WORDS_KINDS.map((kind) => {
  const key = largestWords(kind);
  const count = WORDS_KEYS.filter((k) => k.includes(`/${kind}-words/`)).length;
  return [key, `One language's ${kind} words (the largest of ${count}, ${key.replace(/.*\//, "")})`, BUDGET_WORDS_JS];
});
for (const [key, label, budget] of [
  [SDK_KEY, "The PocketBase SDK (loaded right after the first render)", BUDGET_SDK_JS],
  [INVITE_KEY, 'Table tabs only ("Your table")', BUDGET_INVITE_JS],
  [RECEIPT_KEY, "Receipt after paying online", BUDGET_RECEIPT_JS],
  [RECEIPT_VIEW_KEY, "The full receipt (opened from the bill or a payment)", BUDGET_RECEIPT_VIEW_JS],
  [RECEIPT_PDF_KEY, "The receipt's PDF (pdfkit, on Download PDF)", BUDGET_RECEIPT_PDF_JS],
  [RECEIPT_PDF_UNICODE_KEY, "The receipt's PDF, not Latin-1 (fontkit; + the font file)", BUDGET_RECEIPT_PDF_UNICODE_JS],
  [PICKUP_KEY, "Takeaway pickup time and name", BUDGET_PICKUP_JS],
  [NOTIFY_KEY, "Takeaway ready notification", BUDGET_NOTIFY_JS],
  [ORDER_RECEIPT_KEY, "Takeaway order's Receipt (once the guest has sent one)", BUDGET_ORDER_RECEIPT_JS],
  [PRICES_KEY, "Prices by the hour (venues with price lists)", BUDGET_PRICES_JS],
  [WORD_LIST_KEY, "The list of the languages' word chunks (loaded at a language switch)", BUDGET_WORD_LIST_JS],
  [MESSAGE_LIST_KEY, "The server's messages' patterns and chunk list (a page not in English)", BUDGET_WORD_LIST_JS],
  ...wordsRows,
]) {
  if (!key) continue;
  const bytes = partJs(key);
  console.log(`${label}: ${kb(bytes)} JavaScript; budget ${kb(budget)}.`);
  if (bytes > budget) {
    console.error(`${label}: over budget.`);
    process.exit(1);
  }
}
if (js > BUDGET_JS) {
  console.error("Over budget.");
  process.exit(1);
}
