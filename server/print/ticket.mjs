// A print job as ESC/POS bytes (docs/kitchen.md#what-a-ticket-shows), made by the kept encoder
// `@point-of-sale/receipt-printer-encoder`: never hand-written ESC/POS. Text in any script goes
// through the encoder's code page mapping (`codepage('auto')` picks, per run of text, a code page
// the printer has that holds those characters).
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";

const HEADINGS = { void: "VOID", reprint: "REPRINT" };

/** "HH:mm" of an ISO-like UTC time (PocketBase's "2026-11-28 16:40:00.123Z") in `timeZone` (default: the machine's). */
export function clockTime(value, timeZone) {
  const d = new Date(String(value).replace(" ", "T"));
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone }).format(d);
}

/** What a line's choices print as: extras with a count ("+ Bacon x2") and chosen options ("Size: Large"). */
export function choiceTexts(line) {
  const out = [];
  const modifiers = line && typeof line.modifiers === "object" && line.modifiers ? line.modifiers : {};
  for (const [name, count] of Object.entries(modifiers)) {
    if (Number(count) > 0) out.push(`+ ${name}${Number(count) > 1 ? ` x${count}` : ""}`);
  }
  const options = line && typeof line.options === "object" && line.options ? line.options : {};
  for (const [group, picks] of Object.entries(options)) {
    if (Array.isArray(picks) && picks.length) out.push(`${group}: ${picks.join(", ")}`);
  }
  return out;
}

/**
 * The text lines of a ticket, top to bottom (what the fake printer in the tests reads back).
 * @param {{kind: string, seq: number, tableSlug: string, pickup: string, enteredBy: string, orderCreated: string, lines: any[]}} job
 * @param {{station?: string, timeZone?: string}} [opts]
 */
export function ticketLines(job, opts = {}) {
  const out = [];
  if (HEADINGS[job.kind]) out.push(`*** ${HEADINGS[job.kind]} ***`);
  if (opts.station) out.push(opts.station);
  // A takeaway order carries a pickup number instead of a table (empty for table orders).
  out.push(job.pickup ? `Pickup ${job.pickup}` : `Table ${job.tableSlug}`);
  out.push(`${clockTime(job.orderCreated, opts.timeZone)}  #${job.seq}`);
  out.push(`By: ${job.enteredBy || "Guest"}`);
  for (const line of job.lines || []) {
    out.push(`${job.kind === "void" ? "-" : ""}${line.count} x ${line.title}`);
    for (const c of choiceTexts(line)) out.push(`   ${c}`);
    if (line.note) out.push(`   Note: ${line.note}`);
  }
  return out;
}

/** The ESC/POS bytes of a ticket: its lines, the first two large, then a cut. */
export function ticketBytes(job, opts = {}) {
  const encoder = new ReceiptPrinterEncoder({ columns: opts.columns ?? 42 }).initialize().codepage("auto");
  const lines = ticketLines(job, opts);
  lines.forEach((text, i) => {
    const big = i < (HEADINGS[job.kind] ? 3 : 2);
    if (big) encoder.bold(true).size(2, 2);
    encoder.line(text);
    if (big) encoder.size(1, 1).bold(false);
  });
  return encoder.newline(3).cut().encode();
}
