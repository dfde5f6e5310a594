// Cash refunds against the real server (docs/tax-and-receipts.md#cash-refunds): the owner or a
// manager gives back at the counter all or part of what a receipt paid, never more than what is
// left of it (the server decides, also for two refunds at once); each refund is a credit receipt
// from the venue's one gap-free sequence that points to the original, and a negative line in the
// accountant's view and the sales CSV. A waiter gets a 403, every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, expectStatus, type Member, type Owner, type TestServer } from "../helpers/pocketbase";
import { paymentsKit, startPayments, type StandIn } from "../helpers/payments";

interface Doc {
  number: number;
  kind: string;
  creditFor?: number;
  where: string;
  lines: Array<{ title: string; amountCents: number }>;
  rates: Array<{ name: string; percent: number; netCents: number; taxCents: number; grossCents: number }>;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  paidWith: string;
}
interface Row {
  id: string;
  receipt: Doc;
}

let server: TestServer;
let stand: StandIn;
let kit: ReturnType<typeof paymentsKit>;
let a: Owner;
let aDish: string;
let b: Owner;
let waiter: Member;
let manager: Member;
/** A's receipt 1: share 1 of 2 of two soups (9.00) with a 10 % tip, paid in cash: 4.95. */
let sale: Row;

const RULES = {
  tax: { mode: "inclusive", rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" },
  receipt: { legalName: "Soup Ltd", address: "1 Main St", taxNumber: "DE1" },
};

beforeAll(async () => {
  ({ server, stand } = await startPayments());
  kit = paymentsKit(server);
  ({ owner: a, dishId: aDish } = await kit.venueTakingPayments(2));
  ({ owner: b } = await kit.venueTakingPayments(1));
  waiter = await createMember(server, a, "waiter");
  manager = await createMember(server, a, "manager");
  await a.pb.collection("users").update(a.user.id, { moneyRules: RULES });
  const v = await kit.tableWithBill(a, aDish, "1", kit.token("cash"), {
    split: "equal",
    parts: 2,
    method: "cash",
    tipPercent: 10,
  });
  visitId = v.id;
  await kit.api("POST", `/api/venue/visits/${v.id}/pay`, { owner: a, body: { share: 0 } });
  const found = await kit.api<{ items: Row[] }>("GET", `/api/venue/receipts?visit=${v.id}`, { owner: a });
  sale = found.items[0]!;
  expect(sale.receipt).toMatchObject({ number: 1, kind: "sale", totalCents: 495, tipCents: 45 });
});

afterAll(async () => {
  await server?.stop();
  await stand?.stop();
});

const refund = (who: { pb: Owner["pb"] }, id: string, amountCents: unknown) =>
  kit.api<Row>("POST", `/api/venue/receipts/${id}/refund`, { owner: who, body: { amountCents } });
/** A's credit receipts of the visit that paid `sale`. */
const credits = async () =>
  (await kit.api<{ items: Row[] }>("GET", `/api/venue/receipts?visit=${visitId}`, { owner: a })).items
    .filter((r) => r.receipt.kind === "credit")
    .map((r) => r.receipt);
let visitId = "";

describe("a cash refund", () => {
  it("is refused to a waiter (403), and nothing changes", async () => {
    visitId = (await server.admin.collection("visits").getFullList({ filter: `user = "${a.user.id}"` }))[0]!.id;
    const body = await expectStatus(refund(waiter, sale.id, 100), 403);
    expect(body.message).toBe("Only the owner and managers can do this.");
    expect(await credits()).toEqual([]);
    // What is left to give back, for the staff's screen.
    const seen = await kit.api<{ refundLeftCents: number }>("GET", `/api/venue/receipts/${sale.id}`, { owner: a });
    expect(seen.refundLeftCents).toBe(495);
  });

  it("of more than was paid is a 400 that changes nothing (no credit receipt, no number taken)", async () => {
    const body = await expectStatus(refund(a, sale.id, 496), 400);
    expect(body.message).toBe("Refund a whole number of cents from 1 to 495.");
    for (const bad of [0, -1, 10.5, "100", null]) await expectStatus(refund(a, sale.id, bad), 400);
    expect(await credits()).toEqual([]);
  });

  it("of another venue's receipt is a 404, as one that does not exist", async () => {
    await expectStatus(refund(b, sale.id, 100), 404);
    await expectStatus(refund(a, "r" + "x".repeat(14), 100), 404);
    expect(await credits()).toEqual([]);
  });

  it("by a manager makes a credit receipt that points to the original, next in the sequence", async () => {
    const made = await refund(manager, sale.id, 200);
    expect(made.receipt).toMatchObject({
      kind: "credit",
      number: 2,
      creditFor: 1,
      totalCents: -200,
      tipCents: 0,
      paidWith: "cash",
      where: "Table 1",
    });
    // 2.00 of goods at 7 % inclusive: tax 13 (half up of 200 x 7 / 107 = 13.08).
    expect(made.receipt.taxCents).toBe(-13);
    expect(made.receipt.rates).toEqual([{ name: "Food", percent: 7, netCents: -187, taxCents: -13, grossCents: -200 }]);
    const staffView = await kit.api<Row>("GET", `/api/venue/receipts/${made.id}`, { owner: a });
    expect(staffView.receipt.creditFor).toBe(1);
  });

  it("two at once never give back more than is left (295): one is made, the other a 400", async () => {
    const answers = await Promise.allSettled([refund(a, sale.id, 200), refund(manager, sale.id, 200)]);
    const ok = answers.filter((r) => r.status === "fulfilled");
    const refused = answers.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason.status).toBe(400);
    const made = await credits();
    expect(made.map((c) => c.number).sort()).toEqual([2, 3]);
    expect(made.reduce((s, c) => s - c.totalCents, 0)).toBe(400);
  });

  it("of the rest, tip included, then nothing is left: a 409", async () => {
    const made = await refund(a, sale.id, 95);
    // The goods left (4.50 - 4.00 = 0.50) first, then the tip (0.45).
    expect(made.receipt).toMatchObject({ number: 4, creditFor: 1, totalCents: -95, tipCents: -45 });
    const body = await expectStatus(refund(a, sale.id, 1), 409);
    expect(body.message).toBe("This receipt is already refunded in full.");
    const seen = await kit.api<{ refundLeftCents: number }>("GET", `/api/venue/receipts/${sale.id}`, { owner: a });
    expect(seen.refundLeftCents).toBe(0);
  });

  it("of a credit receipt is a 409", async () => {
    const credit = (await kit.api<{ items: Row[] }>("GET", `/api/venue/receipts?number=2`, { owner: a })).items[0]!;
    await expectStatus(refund(a, credit.id, 1), 409);
  });

  it("shows as a negative line in the accountant's view and its CSV, and in the sales CSV", async () => {
    const report = await kit.api<{
      refunds: Array<{ day: string; netCents: number; taxCents: number; tipsCents: number; totalCents: number }>;
      period: { totalCents: number };
      days: Array<{ totalCents: number }>;
    }>("GET", "/api/stats/money", { owner: a });
    const today = new Date().toISOString().slice(0, 10);
    expect(report.refunds).toHaveLength(1);
    expect(report.refunds[0]).toMatchObject({ day: today, totalCents: -495, tipsCents: -45 });
    const r = report.refunds[0]!;
    expect(r.netCents + r.taxCents + r.tipsCents).toBe(-495);
    expect(report.period.totalCents).toBe(report.days.reduce((s, d) => s + d.totalCents, 0) - 495);
    const auth = { headers: { Authorization: a.pb.authStore.token } };
    const money = await (await fetch(`${server.url}/api/stats/money/csv`, auth)).text();
    expect(money).toMatch(
      new RegExp(`\\r\\n${today} cash refunds,EUR,-[0-9.]+,0\\.00,-[0-9.]+,[^\\r]*,-0\\.45,-4\\.95\\r\\n`),
    );
    const sales = await (await fetch(`${server.url}/api/stats/finished/csv`, auth)).text();
    const lines = sales.split("\r\n").filter((l) => l.startsWith("Credit receipt"));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Credit receipt 2,[^,]+,[^,]+,Table 1,Cash refund for receipt 1,-2\.00,eur,cash,,/);
    expect(lines[2]).toMatch(/^Credit receipt 4,[^,]+,[^,]+,Table 1,Cash refund for receipt 1,-0\.50,eur,cash,-0\.45,/);
  });

  it("at a venue without refunds, the reports have no refund line", async () => {
    const report = await kit.api<{ refunds: unknown[] }>("GET", "/api/stats/money", { owner: b });
    expect(report.refunds).toEqual([]);
    const sales = await (
      await fetch(`${server.url}/api/stats/finished/csv`, { headers: { Authorization: b.pb.authStore.token } })
    ).text();
    expect(sales).not.toContain("Credit receipt");
  });
});
