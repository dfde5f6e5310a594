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

/** "YYYY-MM-DD" of the instant `now` in `timeZone` (default: the machine's). */
export function dayIn(now, timeZone) {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone })
    .formatToParts(now)
    .reduce((acc, x) => ({ ...acc, [x.type]: x.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * When a takeaway order is picked up: "18:30", or, for a later day than `today` (order-ahead),
 * "Sun 29 Nov 18:30", as the board says it (src/domain/orders.ts placeOf: the tickets are in
 * English like the rest of their words); "" without a pickup time.
 */
export function pickupWhen(pickupDay, pickupAt, today) {
  if (!pickupAt) return "";
  if (!pickupDay || !today || pickupDay <= today) return pickupAt;
  const d = new Date(`${pickupDay}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return pickupAt;
  const day = d.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return `${day} ${pickupAt}`;
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
 * @param {{kind: string, seq: number, tableSlug: string, pickup: string, pickupDay?: string, pickupAt?: string, enteredBy: string, orderCreated: string, lines: any[]}} job
 * @param {{station?: string, timeZone?: string, venueTimeZone?: string, today?: string, now?: Date}} [opts]
 */
export function ticketLines(job, opts = {}) {
  const out = [];
  if (HEADINGS[job.kind]) out.push(`*** ${HEADINGS[job.kind]} ***`);
  if (opts.station) out.push(opts.station);
  // A takeaway order carries a pickup number instead of a table (empty for table orders).
  out.push(job.pickup ? `Pickup ${job.pickup}` : `Table ${job.tableSlug}`);
  // Its pickup time (the queue reads it from the order), with the day when it is for a later day
  // than today in the venue's zone: a kitchen must not make tomorrow's order now.
  if (job.pickup && job.pickupAt) {
    const today = opts.today ?? dayIn(opts.now ?? new Date(), opts.venueTimeZone || opts.timeZone);
    out.push(`Pickup at ${pickupWhen(job.pickupDay, job.pickupAt, today)}`);
  }
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
  // A takeaway's pickup time is bold at normal size (a later day's does not fit a large line); the
  // lines around it keep their sizes.
  const at = job.pickup && job.pickupAt ? lines.findIndex((l) => l.startsWith("Pickup at ")) : -1;
  lines.forEach((text, i) => {
    const big = i !== at && (at >= 0 && i > at ? i - 1 : i) < (HEADINGS[job.kind] ? 3 : 2);
    if (big) encoder.bold(true).size(2, 2);
    else if (i === at) encoder.bold(true);
    encoder.line(text);
    if (big) encoder.size(1, 1).bold(false);
    else if (i === at) encoder.bold(false);
  });
  return encoder.newline(3).cut().encode();
}
