// Tips by staff member (docs/sales.md#by-staff-member), against a real PocketBase: a share or an
// early part of a table tab marked paid is signed by who marked it (member, owner, the person on a
// shared device); an online payment is "Online"; the per-period and per-day figures and the CSV's
// Tips column. Guests never see who marked a share paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  createOwner,
  createSoupMenu,
  startTestServer,
  tableKey,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let o: Owner;
let soup: { id: string; price: number };

const token = (name: string) => `guest-${name}-${"x".repeat(24)}`;

beforeAll(async () => {
  server = await startTestServer();
  o = await createOwner(server);
  soup = (await createSoupMenu(o)).dish;
  await o.pb.collection("tables").create({ tableNumber: 2, round: true, diameter: 100, user: o.user.id, x: 0, y: 0 });
  await o.pb.collection("users").update(o.user.id, { tableService: "tab" });
});

afterAll(async () => {
  await server?.stop();
});

async function guestOrder(guest: string, table: string, count = 2): Promise<string> {
  const rec = await server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: o.user.publicLink,
        tableSlug: table,
        items: [{ dishId: soup.id, count }],
        clientRequestId: `tips-${guest}-${Date.now()}`,
        tableKey: await tableKey(server, o, table),
      },
      { headers: { "X-Guest-Token": guest } },
    );
  return String(rec.visit);
}

interface TipRow {
  name: string;
  cents: number;
}

describe("tips by staff member", () => {
  it("a share or a part marked paid is signed by who marked it; online is 'Online'; per period, per day and in the CSV", async () => {
    const wes = await createMember(server, o, "waiter", "Wes");
    // Table 1: 2 soups (9.00), equal split by 2 with a 10 % tip: 45 cents of tip per share.
    const anna = token("anna");
    const first = await guestOrder(anna, "1");
    await server.client().send(`/api/visits/${first}/bill`, {
      method: "POST",
      headers: { "X-Guest-Token": anna },
      body: { split: "equal", parts: 2, tipPercent: 10, method: "cash" },
    });
    await wes.pb.send(`/api/venue/visits/${first}/pay`, { method: "POST", body: { share: 0 } });
    await o.pb.send(`/api/venue/visits/${first}/pay`, { method: "POST", body: { share: 1 } });
    // The guest's view of the bill does not say who marked it paid.
    const guestView = await server.client().send(`/api/visits/${first}`, { headers: { "X-Guest-Token": anna } });
    expect(JSON.stringify(guestView)).not.toContain("paidBy");
    expect(JSON.stringify(guestView)).not.toContain("Wes");
    // Table 2: Ben pays his part early (one soup, 4.50, 10 %: 45 cents), Wes marks it paid.
    const ben = token("ben");
    const second = await guestOrder(ben, "2", 1);
    const asked = await server.client().send<{ part: { no: number } }>(`/api/visits/${second}/part`, {
      method: "POST",
      headers: { "X-Guest-Token": ben },
      body: { method: "cash", tipPercent: 10 },
    });
    await wes.pb.send(`/api/venue/visits/${second}/parts/${asked.part.no}/pay`, { method: "POST" });
    expect((await server.admin.collection("visits").getOne(second)).status).toBe("closed");
    // A tab paid online (as the provider's webhook writes it): no staff, "Online".
    await server.admin.collection("visits").create({
      user: o.user.id,
      tableSlug: "9",
      status: "closed",
      closedAt: new Date().toISOString().replace("T", " "),
      bill: {
        split: "whole",
        totalCents: 1000,
        tipCents: 150,
        method: "online",
        shares: [{ label: "Whole bill", amountCents: 1000, tipCents: 150, paid: true, online: true, paymentId: "x" }],
      },
      tipCents: 150,
    });

    const res = await o.pb.send<{ tips: { people: TipRow[]; days: (TipRow & { day: string })[] } }>(
      "/api/stats/staff?tz=0",
      {},
    );
    expect(res.tips.people).toEqual([
      { name: "Online", cents: 150 },
      { name: "Wes", cents: 90 },
      { name: "Owner", cents: 45 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.tips.days).toEqual([
      { day: today, name: "Online", cents: 150 },
      { day: today, name: "Wes", cents: 90 },
      { day: today, name: "Owner", cents: 45 },
    ]);
    // A range that ended yesterday has none.
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    const before = await o.pb.send<{ tips: { people: TipRow[] } }>(
      `/api/stats/staff?tz=0&to=${encodeURIComponent(yesterday + " 00:00:00")}`,
      {},
    );
    expect(before.tips.people).toEqual([]);

    const csv = await fetch(`${server.url}/api/stats/staff/csv?tz=0`, {
      headers: { Authorization: o.pb.authStore.token },
    });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Day,Staff member,Currency,Orders,Sales,Tips");
    // Wes started no order (the guests' orders were finished unstarted when the tabs closed): a
    // tips-only row; the owner's and the online tips too.
    expect(lines).toContain(`${today},Wes,${o.user.currency || ""},0,0.00,0.90`);
    expect(lines).toContain(`${today},Online,${o.user.currency || ""},0,0.00,1.50`);
    expect(lines).toContain(`${today},Owner,${o.user.currency || ""},0,0.00,0.45`);
  });
});
