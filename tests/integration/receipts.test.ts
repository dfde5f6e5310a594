// Receipts against the real server (docs/tax-and-receipts.md#receipts): every paid share, part and
// online payment has a receipt with the venue's legal details, its lines, tax per rate, tip, total,
// how it was paid and a number; read only by its token (the paying guest's phone) or by the venue's
// own staff (never by number, never across venues); mailed with caps; printed at the venue's
// printer; and a refund gives a credit receipt that points to the original. Payments run against
// the Stripe stand-in (tests/helpers/payments.ts), mail against the SMTP sink.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakePrinter } from "../helpers/fake-printer";
import {
  createDevice,
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  rateLimit,
  tableKey,
  type Member,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { paymentsKit, startPayments, type StandIn } from "../helpers/payments";
import { smtpSink, type SmtpSink } from "../helpers/smtp-sink";
import { middayZone } from "../helpers/midday-zone";

interface Doc {
  number: number;
  kind: string;
  creditFor?: number;
  venue: { name: string; legalName: string; address: string; taxNumber: string };
  localTime: string;
  zone: string;
  currency: string;
  where: string;
  label: string;
  lines: Array<{ title: string; count: number; amountCents: number; choices: unknown[] }>;
  partOfBill: boolean;
  subtotalCents: number;
  rates: Array<{ name: string; percent: number; netCents: number; taxCents: number; grossCents: number }>;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  paidWith: string;
}
interface ShareView {
  paid: boolean;
  receiptNo?: number;
  receipt?: string;
}

let server: TestServer;
let stand: StandIn;
let sink: SmtpSink;
let kit: ReturnType<typeof paymentsKit>;
let a: Owner;
let aDish: string;
let b: Owner;
let bDish: string;
/** The token of a share A's staff marked paid (receipt 1 of A). */
let cashToken = "";
/** The token of the same bill's second share (receipt 2 of A). */
let cashToken2 = "";
let kitchen: Member;
let device: Member;
let agent: ChildProcess | null = null;
let agentDir = "";
const fakePrinter = new FakePrinter();
let waiter: Member;
/** The takeaway order Anna sent (and its phone's token), and Ben's receipt token (the same venue). */
let takeawayOrder = "";
const annaToken = `guest-receipt-takeaway-${"x".repeat(24)}`;
const benToken = `guest-receipt-takeaway-ben-${"w".repeat(24)}`;
let benReceipt = "";

const RULES = {
  tax: { mode: "inclusive", rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" },
  receipt: { legalName: "Soup Ltd", address: "1 Main St, Berlin", taxNumber: "DE123456789" },
};

beforeAll(async () => {
  ({ server, stand } = await startPayments());
  kit = paymentsKit(server);
  ({ owner: a, dishId: aDish } = await kit.venueTakingPayments(4));
  ({ owner: b, dishId: bDish } = await kit.venueTakingPayments(2));
  kitchen = await createMember(server, a, "kitchen");
  waiter = await createMember(server, a, "waiter");
  device = await createDevice(server, a, "kitchen", "Print agent");
  // Mail on after the owners signed up (with mail on, an account confirms its address first).
  sink = await smtpSink();
  await server.admin.settings.update({
    meta: { senderAddress: "receipts@test.local", senderName: "Draft" },
    smtp: { enabled: true, host: "127.0.0.1", port: sink.port, tls: false },
  });
  await a.pb.collection("users").update(a.user.id, { moneyRules: RULES, timeZone: "Europe/Berlin" });
  await b.pb
    .collection("users")
    .update(b.user.id, { moneyRules: { receipt: { legalName: "B GmbH", address: "", taxNumber: "" } } });
});

afterAll(async () => {
  if (agent && agent.exitCode === null) {
    const exited = new Promise((resolve) => agent!.once("exit", resolve));
    agent.kill("SIGTERM");
    await exited;
  }
  await fakePrinter.stop();
  if (agentDir) fs.rmSync(agentDir, { recursive: true, force: true });
  await server?.stop();
  await stand?.stop();
  sink?.close();
});

const guestRead = (token: string) => {
  const [id, key] = token.split(".");
  return kit.api<{ id: string; receipt: Doc; canEmail: boolean }>(
    "GET",
    `/api/receipts/${id}?key=${encodeURIComponent(key ?? "")}`,
  );
};
const staffPay = (owner: Owner, visit: string, share: number) =>
  kit.api<{ visit: { bill: { shares: ShareView[] } } }>("POST", `/api/venue/visits/${visit}/pay`, {
    owner,
    body: { share },
  });

describe("a share paid at the table", () => {
  it("has a receipt with the legal details, its lines, tax per rate, tip, total, how it was paid and its number", async () => {
    const g = kit.token("cash1");
    // Two soups (9.00) split in 2 with a 10 % tip, paid in cash.
    const v = await kit.tableWithBill(a, aDish, "1", g, { split: "equal", parts: 2, method: "cash", tipPercent: 10 });
    const paid = await staffPay(a, v.id, 0);
    const share = paid.visit.bill.shares[0];
    expect(share.receiptNo).toBe(1);
    expect(share.receipt).toMatch(/^r[a-z0-9]{14}\.[a-z0-9]{32}$/);
    cashToken = share.receipt!;
    // The table's members read it from the bill they see.
    const seen = await kit.api<{ visit: { bill: { shares: ShareView[] } } }>("GET", `/api/visits/${v.id}`, {
      guest: g,
    });
    expect(seen.visit.bill.shares[0].receipt).toBe(cashToken);
    const r = (await guestRead(cashToken)).receipt;
    expect(r).toMatchObject({
      number: 1,
      kind: "sale",
      venue: { legalName: "Soup Ltd", address: "1 Main St, Berlin", taxNumber: "DE123456789" },
      zone: "Europe/Berlin",
      currency: "EUR",
      where: "Table 1",
      partOfBill: true,
      subtotalCents: 450,
      tipCents: 45,
      totalCents: 495,
      paidWith: "cash",
    });
    expect(r.localTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(r.lines).toEqual([{ title: "Soup", count: 2, amountCents: 900, choices: [], shared: false }]);
    // 4.50 at 7 % included, all in one rate. Its tax is the share's part of the bill's 0.59 where the
    // bill stores its money (0.30, docs/tax-and-receipts.md#what-a-payment-stores), else the tax of
    // the share's own amount (0.29, half up).
    expect(r.rates).toHaveLength(1);
    expect(r.rates[0]).toMatchObject({ name: "Food", percent: 7, grossCents: 450 });
    expect(r.rates[0].netCents + r.rates[0].taxCents).toBe(450);
    expect([29, 30]).toContain(r.rates[0].taxCents);
    // The second share takes the next number.
    const second = await staffPay(a, v.id, 1);
    expect(second.visit.bill.shares[1].receiptNo).toBe(2);
    cashToken2 = second.visit.bill.shares[1].receipt!;
  });
});

describe("who may read a receipt", () => {
  it("the guest's token only: a wrong key, another receipt's key, no key or a number are all 404", async () => {
    const [id, key] = cashToken.split(".");
    const other = (await staffPay(a, (await otherVisit()).id, 0)).visit.bill.shares[0].receipt!;
    const [, otherKey] = other.split(".");
    await expectStatus(kit.api("GET", `/api/receipts/${id}?key=${"x".repeat(32)}`), 404);
    await expectStatus(kit.api("GET", `/api/receipts/${id}?key=${otherKey}`), 404);
    await expectStatus(kit.api("GET", `/api/receipts/${id}`), 404);
    await expectStatus(kit.api("GET", `/api/receipts/${id}?key=${key.slice(0, 31)}`), 404);
    await expectStatus(kit.api("GET", `/api/receipts/1?key=${key}`), 404);
    expect((await guestRead(cashToken)).receipt.number).toBe(1);
  });

  it("the venue's staff: another venue's owner gets 404, by id or by number; a guest 401; the kitchen 403", async () => {
    const [id] = cashToken.split(".");
    const own = await kit.api<{ receipt: Doc }>("GET", `/api/venue/receipts/${id}`, { owner: a });
    expect(own.receipt.number).toBe(1);
    await expectStatus(kit.api("GET", `/api/venue/receipts/${id}`, { owner: b }), 404);
    await expectStatus(kit.api("GET", `/api/venue/receipts/${id}`), 401);
    await expectStatus(kit.api("GET", `/api/venue/receipts/${id}`, { owner: kitchen }), 403);
    expect(
      (await kit.api<{ receipt: Doc }>("GET", `/api/venue/receipts/${id}`, { owner: waiter })).receipt.number,
    ).toBe(1);
    // B has a receipt 1 of its own: B's number 1 is B's.
    const gb = kit.token("b1");
    const vb = await kit.tableWithBill(b, bDish, "1", gb, { split: "whole", method: "card" });
    await staffPay(b, vb.id, 0);
    const byNumber = await kit.api<{ items: Array<{ id: string; receipt: Doc }> }>(
      "GET",
      "/api/venue/receipts?number=1",
      {
        owner: b,
      },
    );
    expect(byNumber.items).toHaveLength(1);
    expect(byNumber.items[0].id).not.toBe(id);
    expect(byNumber.items[0].receipt.venue.legalName).toBe("B GmbH");
    // Nor by A's visit.
    const visitOfA = (await server.admin.collection("visits").getFullList({ filter: `user = "${a.user.id}"` }))[0].id;
    const byVisit = await kit.api<{ items: unknown[] }>("GET", `/api/venue/receipts?visit=${visitOfA}`, { owner: b });
    expect(byVisit.items).toEqual([]);
    expect(
      (await kit.api<{ items: unknown[] }>("GET", `/api/venue/receipts?visit=${visitOfA}`, { owner: a })).items.length,
    ).toBeGreaterThan(0);
  });
});

let tables = 1;
/** Another bill at A (a table of its own), one share, a whole bill paid by card. */
async function otherVisit() {
  tables += 1;
  return kit.tableWithBill(a, aDish, String(tables), kit.token("t" + tables), { split: "whole", method: "card" });
}

describe("mail", () => {
  it("mails the receipt to the guest's address, 3 times at most; a bad address or key sends nothing", async () => {
    const [id, key] = cashToken.split(".");
    const before = sink.mails.length;
    await expectStatus(kit.api("POST", `/api/receipts/${id}/email`, { body: { key, email: "not-an-address" } }), 400);
    await expectStatus(
      kit.api("POST", `/api/receipts/${id}/email`, { body: { key: "y".repeat(32), email: "guest@test.local" } }),
      404,
    );
    expect(sink.mails.length).toBe(before);
    for (let i = 0; i < 3; i++) {
      await kit.api("POST", `/api/receipts/${id}/email`, { body: { key, email: "guest@test.local" } });
    }
    await expectStatus(kit.api("POST", `/api/receipts/${id}/email`, { body: { key, email: "guest@test.local" } }), 429);
    const mails = sink.mails.slice(before);
    expect(mails).toHaveLength(3);
    expect(mails[0].to.join()).toContain("guest@test.local");
    expect(mails[0].data).toContain("Soup Ltd");
    expect(mails[0].data).toContain("Receipt 1");
  });

  it("one address gets 5 receipts a day; a refused mail counts against no other cap", async () => {
    const [id2, key2] = cashToken2.split(".");
    const mail = (email: string) => kit.api("POST", `/api/receipts/${id2}/email`, { body: { key: key2, email } });
    const before = sink.mails.length;
    // guest@test.local had 3 (receipt 1): 2 more, then the address's cap.
    await mail("guest@test.local");
    await mail("guest@test.local");
    const capped = await expectStatus(mail("guest@test.local"), 429);
    expect(capped.message).toBe("Too many receipts were e-mailed to this address today.");
    // The refused one took none of receipt 2's 3 places.
    await mail("other@test.local");
    await expectStatus(mail("third@test.local"), 429);
    expect(sink.mails.length - before).toBe(3);
  });
});

describe("printing", () => {
  it("queues a receipt job at the venue's printer; another venue's receipt or printer is 404", async () => {
    const [id] = cashToken.split(".");
    const cat = await a.pb.collection("categories").getFirstListItem(`user = "${a.user.id}"`);
    const station = await a.pb
      .collection("stations")
      .create({ user: a.user.id, name: "Counter", categories: [cat.id], printOn: "arrival" });
    const printer = await a.pb
      .collection("printers")
      .create({ user: a.user.id, station: station.id, name: "Counter printer", host: "192.168.1.60", port: 9100 });
    const bCat = await b.pb.collection("categories").getFirstListItem(`user = "${b.user.id}"`);
    const bStation = await b.pb
      .collection("stations")
      .create({ user: b.user.id, name: "Bar", categories: [bCat.id], printOn: "arrival" });
    const bPrinter = await b.pb
      .collection("printers")
      .create({ user: b.user.id, station: bStation.id, name: "B printer", host: "192.168.1.61", port: 9100 });
    const queued = await kit.api<{ job: { kind: string; printer: string; lines: Doc[] } }>(
      "POST",
      `/api/venue/receipts/${id}/print`,
      { owner: a, body: {} },
    );
    expect(queued.job).toMatchObject({ kind: "receipt", printer: printer.id });
    expect(queued.job.lines[0].number).toBe(1);
    await expectStatus(kit.api("POST", `/api/venue/receipts/${id}/print`, { owner: b, body: {} }), 404);
    await expectStatus(
      kit.api("POST", `/api/venue/receipts/${id}/print`, { owner: a, body: { printer: bPrinter.id } }),
      404,
    );
    const q = await kit.api<{ jobs: Array<{ kind: string }> }>("GET", "/api/print/queue", { owner: a });
    expect(q.jobs.some((j) => j.kind === "receipt")).toBe(true);
  });
});

describe("paid online and refunded", () => {
  it("an online share's receipt is on its payment's receipt; each refund gives a credit receipt pointing to it", async () => {
    const g = kit.token("online");
    const v = await otherVisit();
    void g;
    const guest = kit.token("t" + tables);
    const c = await kit.checkout(v.id, 0, guest);
    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
    const row = await kit.paymentRow(c.payment);
    const paid = await kit.api<{ receipt: string; status: string }>(
      "GET",
      `/api/payments/${c.payment}/receipt?key=${row.receiptKey}`,
    );
    expect(paid.status).toBe("paid");
    const sale = (await guestRead(paid.receipt)).receipt;
    expect(sale).toMatchObject({ kind: "sale", paidWith: "online", subtotalCents: 900, totalCents: 900 });
    // Part of it, then the rest.
    await kit.api("POST", `/api/payments/${c.payment}/refund`, { owner: a, body: { amountCents: 100 } });
    await kit.api("POST", `/api/payments/${c.payment}/refund`, { owner: a, body: {} });
    const list = await kit.api<{ items: Array<{ receipt: Doc }> }>("GET", `/api/venue/receipts?visit=${v.id}`, {
      owner: a,
    });
    const credits = list.items.map((i) => i.receipt).filter((r) => r.kind === "credit");
    expect(credits.map((r) => r.totalCents).sort((x, y) => x - y)).toEqual([-800, -100]);
    for (const cr of credits) expect(cr.creditFor).toBe(sale.number);
    const numbers = list.items.map((i) => i.receipt.number).sort((x, y) => x - y);
    // Its own numbers, right after the sale's, from the same sequence.
    expect(numbers).toEqual([sale.number, sale.number + 1, sale.number + 2]);
    // The credits' tax adds up to the sale's, negated.
    expect(credits.reduce((s, r) => s + r.taxCents, 0)).toBe(-sale.taxCents);
    // The guest's token of the sale shows its credits too.
    const seen = await kit.api<{ credits: Doc[] }>(
      "GET",
      `/api/receipts/${paid.receipt.split(".")[0]}?key=${paid.receipt.split(".")[1]}`,
    );
    expect(seen.credits.map((r) => r.creditFor)).toEqual([sale.number, sale.number]);
    const small = credits.find((r) => r.totalCents === -100)!;
    expect(small.rates).toEqual([{ name: "Food", percent: 7, netCents: -93, taxCents: -7, grossCents: -100 }]);
  });

  it("a full refund at once credits every amount of the receipt exactly, line by line", async () => {
    const v = await otherVisit();
    const guest = kit.token("t" + tables);
    const c = await kit.checkout(v.id, 0, guest);
    await stand.sendEvent(stand.pay(kit.sessionOf(c.url)));
    await kit.api("POST", `/api/payments/${c.payment}/refund`, { owner: a, body: {} });
    const list = await kit.api<{ items: Array<{ receipt: Doc }> }>("GET", `/api/venue/receipts?visit=${v.id}`, {
      owner: a,
    });
    const sale = list.items.find((i) => i.receipt.kind === "sale")!.receipt;
    const credit = list.items.find((i) => i.receipt.kind === "credit")!.receipt;
    expect(credit).toMatchObject({
      creditFor: sale.number,
      number: sale.number + 1,
      subtotalCents: -sale.subtotalCents,
      taxCents: -sale.taxCents,
      totalCents: -sale.totalCents,
    });
    expect(credit.lines.map((l) => l.amountCents)).toEqual(sale.lines.map((l) => -l.amountCents));
  });
});

describe("a takeaway order", () => {
  it("gets its receipt when handed over (finished), once, paid at the counter", async () => {
    // A zone where it is midday now, so today's pickup slots are open.
    await a.pb.collection("users").update(a.user.id, { timeZone: middayZone() });
    await kit.api("POST", "/api/payments/settings", { owner: a, body: { on: false } });
    await a.pb.send("/api/venue/takeaway", {
      method: "POST",
      body: {
        settings: {
          on: true,
          slotMinutes: 15,
          maxOrders: 3,
          maxItems: 0,
          leadMinutes: 30,
          opens: "06:00",
          closes: "20:00",
          payment: "cash",
        },
      },
    });
    const slots = await kit.api<{ slots: { time: string; open: boolean }[] }>(
      "GET",
      `/api/takeaway/${a.user.publicLink}/slots`,
    );
    const at = slots.slots.find((s) => s.open)!.time;
    const takeaway = (name: string, guest: string) =>
      server
        .client()
        .collection("orders")
        .create(
          {
            userSlug: a.user.publicLink,
            tableSlug: "takeaway",
            items: [{ dishId: aDish, count: 3 }],
            clientRequestId: `receipt-takeaway-${name}-${Date.now()}`,
            pickupName: name,
            pickupAt: at,
          },
          { headers: { "X-Guest-Token": guest } },
        );
    const order = await takeaway("Anna", annaToken);
    takeawayOrder = order.id;
    const none = await kit.api<{ items: unknown[] }>("GET", `/api/venue/receipts?order=${order.id}`, { owner: a });
    expect(none.items).toEqual([]);
    // Anna's phone asks for her receipt while it is being made: none yet (null, nothing to show).
    expect(await kit.api("GET", `/api/orders/${order.id}/receipt`, { guest: annaToken })).toEqual({ token: null });
    await a.pb.collection("orders").update(order.id, { finished: true });
    // Ben, another takeaway guest of the same venue, has his own finished order and receipt.
    const ben = await takeaway("Ben", benToken);
    await a.pb.collection("orders").update(ben.id, { finished: true });
    benReceipt = (await kit.api<{ token: string }>("GET", `/api/orders/${ben.id}/receipt`, { guest: benToken })).token;
    const list = await kit.api<{ items: Array<{ id: string; receipt: Doc }> }>(
      "GET",
      `/api/venue/receipts?order=${order.id}`,
      {
        owner: a,
      },
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0].receipt).toMatchObject({
      kind: "sale",
      label: "Anna",
      paidWith: "counter",
      subtotalCents: 1350,
      totalCents: 1350,
      lines: [{ title: "Soup", count: 3, amountCents: 1350, choices: [] }],
      rates: [{ name: "Food", percent: 7, netCents: 1262, taxCents: 88, grossCents: 1350 }],
    });
    expect(list.items[0].receipt.where).toMatch(/^Takeaway \d+$/);

    // Anna's phone (the token the order was sent with) gets her receipt's token, and reads it.
    const mine = await kit.api<{ token: string }>("GET", `/api/orders/${order.id}/receipt`, { guest: annaToken });
    expect(mine.token).toMatch(/^r[a-z0-9]{14}\.[a-z0-9]{32}$/);
    expect(mine.token).not.toBe(benReceipt);
    const read = await guestRead(mine.token);
    expect(read.id).toBe(list.items[0].id);
    expect(read.receipt.label).toBe("Anna");
  });

  it("only the phone that placed it gets its receipt token: another guest's token, none, another venue, a guessed id are 404", async () => {
    const path = `/api/orders/${takeawayOrder}/receipt`;
    // Ben's own token (a guest with a receipt of his own at the same venue) is not Anna's.
    await expectStatus(kit.api("GET", path, { guest: benToken }), 404);
    // A token of the same shape that never ordered, and no token at all.
    await expectStatus(kit.api("GET", path, { guest: `guest-never-ordered-${"y".repeat(24)}` }), 404);
    await expectStatus(kit.api("GET", path), 404);
    // Another venue: B's owner signed in, and a guest ordering at B, get nothing of A's order.
    await expectStatus(kit.api("GET", path, { owner: b }), 404);
    await expectStatus(kit.api("GET", path, { owner: b, guest: `guest-of-venue-b-${"z".repeat(24)}` }), 404);
    // A's own owner is no phone: the staff read it through /api/venue/receipts.
    await expectStatus(kit.api("GET", path, { owner: a }), 404);
    // A guessed order id, and a receipt id in its place.
    await expectStatus(kit.api("GET", `/api/orders/${"a".repeat(15)}/receipt`, { guest: annaToken }), 404);
    await expectStatus(kit.api("GET", `/api/orders/${benReceipt.split(".")[0]}/receipt`, { guest: benToken }), 404);
    // Still Anna's, and the route has its own rate-limit rule (per address).
    expect((await kit.api<{ token: string }>("GET", path, { guest: annaToken })).token).toMatch(/\./);
    expect(await rateLimit(server, "GET /api/orders/")).toBe(60);
  });
});

describe("the print agent", () => {
  it("prints a receipt job at the station's printer: the legal details, number, lines, tax, total", async () => {
    await fakePrinter.listen();
    const cat = await a.pb.collection("categories").getFirstListItem(`user = "${a.user.id}"`);
    const station = await a.pb
      .collection("stations")
      .create({ user: a.user.id, name: "Till", categories: [cat.id], printOn: "start" });
    const printer = await a.pb.collection("printers").create({
      user: a.user.id,
      station: station.id,
      name: "Till printer",
      host: "127.0.0.1",
      port: fakePrinter.port,
    });
    agentDir = fs.mkdtempSync(path.join(os.tmpdir(), "receipt-agent-"));
    const credentials = path.join(agentDir, "agent.json");
    fs.writeFileSync(credentials, JSON.stringify({ email: device.email, password: device.password }));
    agent = spawn(process.execPath, [path.resolve("server/print-agent.mjs")], {
      env: {
        ...process.env,
        PRINT_AGENT_SERVER: server.url,
        PRINT_AGENT_CREDENTIALS: credentials,
        PRINT_AGENT_JOURNAL: path.join(agentDir, "journal"),
        PRINT_AGENT_RETRY_MS: "200",
        PRINT_AGENT_TIMEOUT_MS: "2000",
        PRINT_AGENT_PROBE_MS: "600000",
        PRINT_AGENT_TIME_ZONE: "UTC",
      },
      stdio: ["ignore", "ignore", "ignore"],
    });
    const [id] = cashToken.split(".");
    await kit.api("POST", `/api/venue/receipts/${id}/print`, { owner: a, body: { printer: printer.id } });
    await fakePrinter.waitFor((p) => p.cutTickets().some((t) => t.includes("Receipt 1")));
    const ticket = fakePrinter.cutTickets().find((t) => t.includes("Receipt 1"))!;
    expect(ticket.slice(0, 3)).toEqual(["Soup Ltd", "1 Main St, Berlin", "Tax number DE123456789"]);
    const text = ticket.join("\n");
    expect(text).toMatch(/2 x Soup\s+9\.00/);
    expect(text).toMatch(/Your share\s+4\.50/);
    expect(text).toMatch(/incl\. tax Food 7 %/);
    expect(text).toMatch(/Tip\s+0\.45/);
    expect(text).toMatch(/Total\s+4\.95 EUR/);
    expect(text).toContain("Paid in cash");
  });
});

describe("a deleted venue", () => {
  it("leaves no receipt behind: its receipts' tokens are 404", async () => {
    const c = await createOwner(server, { currency: "EUR" }, { verify: true });
    const { dish } = await createSoupMenu(c);
    await c.pb.collection("users").update(c.user.id, {
      tableService: "tab",
      moneyRules: { receipt: { legalName: "C AG", address: "", taxNumber: "" } },
    });
    const v = await kit.tableWithBill(c, dish.id, "1", kit.token("c1"), { split: "whole", method: "cash" });
    const token = (await staffPay(c, v.id, 0)).visit.bill.shares[0].receipt!;
    expect((await guestRead(token)).receipt.venue.legalName).toBe("C AG");
    await c.pb.send("/api/account/delete", { method: "POST", body: { password: c.password } });
    await expectStatus(guestRead(token), 404);
  });
});

describe("a part paid early", () => {
  it("has its receipt: the member's own lines, its tip, on the part the table's phones see", async () => {
    const g = kit.token("part");
    // Table 2's visit was closed (its whole bill paid): a new one.
    const start = await kit.api<{ visit: { id: string } }>("POST", "/api/visits/start", {
      guest: g,
      body: { link: a.user.publicLink, table: "2", key: await tableKey(server, a, "2"), name: "Zoe" },
    });
    const id = start.visit.id;
    await server
      .client()
      .collection("orders")
      .create(
        {
          userSlug: a.user.publicLink,
          tableSlug: "2",
          items: [{ dishId: aDish, count: 1 }],
          clientRequestId: `receipt-part-${Date.now()}`,
        },
        { headers: { "X-Guest-Token": g } },
      );
    const asked = await kit.api<{ part: { no: number } }>("POST", `/api/visits/${id}/part`, {
      guest: g,
      body: { method: "cash", tipPercent: 10 },
    });
    const paid = await kit.api<{ visit: { parts: Array<{ receipt?: string; receiptNo?: number }> } }>(
      "POST",
      `/api/venue/visits/${id}/parts/${asked.part.no}/pay`,
      { owner: a },
    );
    const part = paid.visit.parts[0];
    expect(part.receipt).toMatch(/^r[a-z0-9]{14}\.[a-z0-9]{32}$/);
    const r = (await guestRead(part.receipt!)).receipt;
    expect(r).toMatchObject({
      number: part.receiptNo,
      where: "Table 2",
      label: "Zoe",
      partOfBill: false,
      lines: [{ title: "Soup", count: 1, amountCents: 450, choices: [] }],
      subtotalCents: 450,
      tipCents: 45,
      totalCents: 495,
      paidWith: "cash",
    });
  });
});

describe("pay and order", () => {
  it("the order stored from its paid payment has its receipt, read from the payment's receipt", async () => {
    const shop = await createOwner(server, { currency: "EUR" }, { verify: true });
    const dish = (await createSoupMenu(shop)).dish.id;
    await kit.connect(shop);
    await kit.api("POST", "/api/payments/settings", { owner: shop, body: { on: true, payFirst: true } });
    await shop.pb.collection("users").update(shop.user.id, {
      moneyRules: { receipt: { legalName: "Shop SA", address: "", taxNumber: "" } },
    });
    const c = await kit.api<{ payment: string; url: string }>("POST", "/api/payments/order", {
      guest: kit.token("shop"),
      body: {
        userSlug: shop.user.publicLink,
        tableSlug: "1",
        items: [{ dishId: dish, count: 2 }],
        clientRequestId: `receipt-pay-first-${Date.now()}`,
      },
    });
    // Not paid yet: no receipt.
    const row = await kit.paymentRow(c.payment);
    const before = await kit.api<{ receipt: string }>(
      "GET",
      `/api/payments/${c.payment}/receipt?key=${row.receiptKey}`,
    );
    expect(before.receipt).toBe("");
    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
    const after = await kit.api<{ receipt: string }>("GET", `/api/payments/${c.payment}/receipt?key=${row.receiptKey}`);
    const r = (await guestRead(after.receipt)).receipt;
    expect(r).toMatchObject({
      number: 1,
      venue: { legalName: "Shop SA" },
      where: "Table 1",
      lines: [{ title: "Soup", count: 2, amountCents: 900, choices: [] }],
      totalCents: 900,
      paidWith: "online",
    });
  });
});
