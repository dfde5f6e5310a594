// The receipt routes (docs/tax-and-receipts.md#receipts). A receipt is read by its token only
// ("<id>.<key>": the paying guest's phone got it in the bill its visit's members see, or in its
// payment's receipt), or by the venue's own staff; a receipt number is never a way in, and another
// venue's receipt answers exactly as one that does not exist.
const receipts = require(`${__hooks}/lib/money/receipts.js`);

const NOT_FOUND = "This receipt does not exist.";
// E-mail caps (docs/tax-and-receipts.md#mail): a receipt 3 times, one address 5 receipts a day,
// one visit (or order) 10 a day: the service cannot be made to mail strangers at will.
const MAILS_PER_RECEIPT = 3;
const MAILS_PER_ADDRESS = 5;
const MAILS_PER_VISIT = 10;
const EMAIL = /^[^\s@<>"',;]{1,64}@[^\s@<>"',;]{1,190}\.[^\s@<>"',;]{2,60}$/;

function tokenOf(e, key) {
  return String(e.request.pathValue("id") || "") + "." + String(key || "");
}

/** GET /api/receipts/{id}?key=: the guest's receipt ({id, receipt, credits, canEmail}); 404 for anything else. */
function guestReceipt(e) {
  const row = receipts.byToken(e.app, tokenOf(e, e.request.url.query().get("key")));
  if (!row) throw new NotFoundError(NOT_FOUND);
  e.response.header().set("Cache-Control", "private, no-store");
  // Its credit receipts (refunds of it) come with it: the guest who paid sees what was given back.
  const credits = receipts
    .rows(e.app, "venue = {:v} AND creditFor = {:r}", { v: row.venue, r: row.id }, 20)
    .map((c) => JSON.parse(c.doc));
  return e.json(
    200,
    Object.assign(receipts.view(row, false), { credits: credits, canEmail: !!e.app.settings().smtp.enabled }),
  );
}

/**
 * GET /api/orders/{id}/receipt (header X-Guest-Token) -> {token}: the receipt token ("<id>.<key>") of
 * an order's receipt (a takeaway order handed over, or one paid online) for the phone that placed it,
 * the order's own guest token only, compared in constant time. No token, another guest's token, an id
 * that is no order, an order of another venue: all the same 404. The phone's own order without a receipt yet: {token: null}.
 */
function orderReceipt(e) {
  const token = String(e.requestInfo().headers["x_guest_token"] || "");
  const id = String(e.request.pathValue("id") || "");
  if (!/^[a-z0-9]{15}$/.test(id) || !/^[A-Za-z0-9_-]{24,100}$/.test(token)) throw new NotFoundError(NOT_FOUND);
  let order;
  try {
    order = e.app.findRecordById("orders", id);
  } catch (_) {
    order = null;
  }
  const own = order ? order.getString("guestToken") : "";
  // The order's own guest token only: an order sent without one has no phone to answer.
  if (!own || !$security.equal(own, token)) throw new NotFoundError(NOT_FOUND);
  const row = receipts.rows(
    e.app,
    "venue = {:v} AND source = 'order' AND ref = {:r} AND kind = 'sale'",
    { v: order.getString("user"), r: order.id },
    1,
  )[0];
  e.response.header().set("Cache-Control", "private, no-store");
  // The phone's own order without a receipt yet (not handed over, or a venue that issues none): null,
  // so a phone that follows its order asks again on the next status without an error.
  return e.json(200, { token: row ? row.id + "." + row.key : null });
}

/** The venue's own receipt `id` for its staff (404 for another venue's). */
function ownRow(e) {
  const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "orders");
  const row = receipts.byId(e.app, e.request.pathValue("id"));
  if (!row || row.venue !== venueId) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** GET /api/venue/receipts/{id}: a receipt of the staff's venue. */
function staffReceipt(e) {
  return e.json(200, staffView(e.app, ownRow(e)));
}

/**
 * What the staff get of a receipt row: its view and, for a sale not paid online, `refundLeftCents`
 * (what a cash refund may still give back, docs/tax-and-receipts.md#cash-refunds).
 */
function staffView(app, row) {
  const out = receipts.view(row, false);
  if (row.kind !== "sale" || row.payment) return out;
  const paid = Number(out.receipt.totalCents) || 0;
  const credited = require(`${__hooks}/lib/money/cash-refunds.js`).credited(app, row.venue, row.id).totalCents;
  return Object.assign(out, { refundLeftCents: require(`${__hooks}/lib/shared/domain.js`).refundLeft(paid, credited) });
}

/**
 * GET /api/venue/receipts?visit=|order=|number=: the venue's receipts of a visit, of an order, or by
 * number (the staff's own venue only), newest first, at most 50, with their credits.
 */
function staffList(e) {
  const venueId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "orders");
  const q = e.request.url.query();
  const visit = String(q.get("visit") || "");
  const order = String(q.get("order") || "");
  const number = Number(q.get("number") || 0);
  let found;
  if (/^[a-z0-9]{15}$/.test(visit))
    found = receipts.rows(e.app, "venue = {:v} AND visit = {:x}", { v: venueId, x: visit }, 50);
  else if (/^[a-z0-9]{15}$/.test(order))
    found = receipts.rows(
      e.app,
      "venue = {:v} AND ((source = 'order' AND ref = {:x}) OR creditFor IN (SELECT id FROM receipts WHERE venue = {:v} AND source = 'order' AND ref = {:x}))",
      { v: venueId, x: order },
      50,
    );
  else if (Number.isInteger(number) && number > 0 && number < 1e12)
    found = receipts.rows(e.app, "venue = {:v} AND number = {:n}", { v: venueId, n: number }, 1);
  else throw new BadRequestError("Name a visit, an order or a receipt number.");
  return e.json(200, { items: found.map((r) => staffView(e.app, r)) });
}

/** POST /api/venue/receipts/{id}/print {printer}: a receipt job at one of the venue's printers. */
function staffPrint(e) {
  const row = ownRow(e);
  const body = e.requestInfo().body || {};
  const jobs = require(`${__hooks}/lib/stations/print-jobs.js`);
  let printer;
  if (body.printer) printer = jobs.ownRecord(e.app, "printers", row.venue, body.printer, "No such printer.");
  else {
    const all = e.app.findRecordsByFilter("printers", "user = {:v}", "created", 1, 0, { v: row.venue });
    if (!all.length) throw new BadRequestError("This venue has no printer.");
    printer = all[0];
  }
  const job = receiptJob(e.app, row, printer);
  jobs.publish(e.app, row.venue, "create", job);
  return e.json(200, { job: jobs.jobJson(job) });
}

/**
 * POST /api/venue/receipts/{id}/refund {amountCents}: a cash refund of one of the venue's receipts
 * (docs/tax-and-receipts.md#cash-refunds) by the owner or a manager (403 for other roles), its
 * credit receipt answered ({id, receipt}). The amount is checked by the server against what is left.
 */
function staffRefund(e) {
  const staff = require(`${__hooks}/lib/team/staff.js`);
  const actor = staff.actorFor(e, "manage");
  require(`${__hooks}/lib/team/pin.js`).requireUnlocked(e.app, e);
  const body = e.requestInfo().body || {};
  const row = require(`${__hooks}/lib/money/cash-refunds.js`).refundInCash(
    e.app,
    actor.venue,
    String(e.request.pathValue("id") || ""),
    body.amountCents,
    actor,
  );
  return e.json(200, receipts.view(row, false));
}

/**
 * Queues a print job of kind "receipt" at `printer` (numbered after its last job, like the tickets'
 * SQL in lib/stations/print-jobs.js): its `lines` hold the receipt's document, which the print agent lays
 * out (server/print/receipt-layout.mjs). Returns the job record.
 */
function receiptJob(app, row, printer) {
  const id = "j" + $security.randomStringWithAlphabet(14, "abcdefghijklmnopqrstuvwxyz0123456789");
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const doc = JSON.parse(row.doc);
  // The words the agent prints, from the one rule set (src/domain/receipt.ts): the agent lays them out.
  doc.print = {
    title: domain.receiptTitle(doc),
    note: domain.creditNote(doc),
    paid: domain.paidWithText(doc.paidWith),
    rows: domain
      .receiptRows(doc)
      .map((r) => ({ label: r.label, amount: domain.centsText(r.cents), isTotal: !!r.isTotal })),
    lines: doc.lines.map((l) => ({
      text: l.count + " x " + l.title + (l.shared ? " (shared)" : ""),
      amount: domain.centsText(l.amountCents),
      choices: l.choices.length ? domain.choicesText(l.choices) : "",
    })),
  };
  app
    .db()
    .newQuery(
      `INSERT INTO {{print_jobs}} (id, user, printer, station, "order", kind, seq, state, tableSlug, pickup, enteredBy, lines, orderCreated, printedAt, created, updated)
       SELECT {:id}, {:venue}, {:printer}, {:station}, {:receipt}, 'receipt',
         (SELECT COALESCE(MAX(seq), 0) + 1 FROM print_jobs WHERE printer = {:printer}), 'queued',
         {:where}, '', '', {:lines}, {:at}, '', strftime('%Y-%m-%d %H:%M:%fZ', 'now'), strftime('%Y-%m-%d %H:%M:%fZ', 'now')`,
    )
    .bind({
      id: id,
      venue: row.venue,
      printer: printer.id,
      station: printer.getString("station"),
      receipt: row.id,
      where: String(doc.where || "").slice(0, 40),
      lines: JSON.stringify([doc]),
      at: doc.issuedAt,
    })
    .execute();
  return app.findRecordById("print_jobs", id);
}

/**
 * Takes a place under each cap [key, max, refusal] (lib/shared/mail.js takePlace, a day each), or none: a
 * cap that is full gives back the places taken before it and answers its 429, so a refused mail
 * counts against nothing.
 */
function takeMailPlaces(app, caps) {
  const mail = require(`${__hooks}/lib/shared/mail.js`);
  const taken = [];
  for (const [key, max, refusal] of caps) {
    const at = mail.takePlace(app, key, max);
    if (at) {
      taken.push([key, at]);
      continue;
    }
    for (const [k, t] of taken) {
      app.store().setFunc(k, (old) => {
        let stored;
        try {
          stored = JSON.parse(String(old || "[]"));
        } catch (_) {
          stored = [];
        }
        return JSON.stringify(stored.filter((x) => x !== t));
      });
    }
    throw new ApiError(429, refusal, {});
  }
}

/** POST /api/receipts/{id}/email {key, email}: {sent: true}, the receipt by e-mail where SMTP is on. */
function mailReceipt(e) {
  if (!e.app.settings().smtp.enabled) throw new NotFoundError("E-mail is not available on this server.");
  const body = e.requestInfo().body || {};
  const row = receipts.byToken(e.app, tokenOf(e, body.key));
  if (!row) throw new NotFoundError(NOT_FOUND);
  const to = String(body.email || "").trim();
  if (to.length > 254 || !EMAIL.test(to)) throw new BadRequestError("Enter a valid e-mail address.");
  takeMailPlaces(e.app, [
    ["mail:receipt:" + row.id, MAILS_PER_RECEIPT, "This receipt was already e-mailed " + MAILS_PER_RECEIPT + " times."],
    [
      "mail:receipt-to:" + to.toLowerCase(),
      MAILS_PER_ADDRESS,
      "Too many receipts were e-mailed to this address today.",
    ],
    [
      "mail:receipt-of:" + (row.visit || row.ref || row.id),
      MAILS_PER_VISIT,
      "Too many receipts of this table were e-mailed today.",
    ],
  ]);
  const doc = JSON.parse(row.doc);
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const meta = e.app.settings().meta;
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  const money = (c) => domain.centsText(c) + " " + doc.currency;
  const tr = (a, b, strong) =>
    "<tr><td>" +
    (strong ? "<strong>" + esc(a) + "</strong>" : esc(a)) +
    "</td><td align='right'>" +
    esc(b) +
    "</td></tr>";
  const head = [doc.venue.legalName, doc.venue.address, doc.venue.taxNumber ? "Tax number " + doc.venue.taxNumber : ""]
    .filter(Boolean)
    .map((x) => "<p>" + esc(x) + "</p>")
    .join("");
  const lines = doc.lines
    .map((l) =>
      tr(
        l.count + " × " + l.title + (l.choices.length ? " (" + domain.choicesText(l.choices) + ")" : ""),
        money(l.amountCents),
      ),
    )
    .join("");
  const rows = domain
    .receiptRows(doc)
    .map((r) => tr(r.label, money(r.cents), r.isTotal))
    .join("");
  const title = domain.receiptTitle(doc);
  e.app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: title + " from " + String(doc.venue.name || doc.venue.legalName).slice(0, 80),
      html:
        "<h1>" +
        esc(title) +
        "</h1>" +
        (domain.creditNote(doc) ? "<p>" + esc(domain.creditNote(doc)) + "</p>" : "") +
        head +
        "<p>" +
        esc(doc.localTime + " (" + doc.zone + ") · " + doc.where + (doc.label ? " · " + doc.label : "")) +
        "</p><table>" +
        lines +
        rows +
        "</table><p>" +
        esc(domain.paidWithText(doc.paidWith)) +
        "</p>",
    }),
  );
  return e.json(200, { sent: true });
}

module.exports = { guestReceipt, orderReceipt, staffReceipt, staffList, staffPrint, staffRefund, mailReceipt };
