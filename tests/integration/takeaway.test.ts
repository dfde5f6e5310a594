// Takeaway and order-ahead (docs/takeaway.md, issue 39 point 3) against a real PocketBase: off by
// default (the spec's behaviour), the settings (owner and managers, checked), today's pickup
// slots, every refusal of a pickup time (not offered, too soon, outside hours, no name, waiter
// call, payment online required), a slot's capacity in orders and in items, and two bursts of
// concurrent orders at the same slot: exactly its capacity is accepted and no pickup number repeats.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import {
  createMember,
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { middayZone, zoneAtHour } from "../helpers/midday-zone";

let server: TestServer;
let venue: Owner; // takeaway on
let plain: Owner; // the default: off
let soup: { id: string };
let plainSoup: { id: string };

interface Slots {
  day: string;
  payment: string;
  slots: { day: string; time: string; open: boolean }[];
}

/** The local date `days` after today in a zone `offset` hours from UTC. */
function localDay(offset: number, days = 0): string {
  return new Date(Date.now() + offset * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const settings = (over: Record<string, unknown> = {}) => ({
  on: true,
  slotMinutes: 15,
  maxOrders: 3,
  maxItems: 0,
  leadMinutes: 30,
  opens: "06:00",
  closes: "20:00",
  payment: "cash",
  ...over,
});

async function saveSettings(owner: Owner, over: Record<string, unknown> = {}) {
  return owner.pb.send("/api/venue/takeaway", { method: "POST", body: { settings: settings(over) } });
}

let seq = 0;
/** A guest's takeaway order. */
function takeaway(owner: Owner, dishId: string, body: Record<string, unknown> = {}, count = 1): Promise<RecordModel> {
  seq += 1;
  return server
    .client()
    .collection("orders")
    .create(
      {
        userSlug: owner.user.publicLink,
        tableSlug: "takeaway",
        items: [{ dishId, count }],
        clientRequestId: `takeaway-${Date.now()}-${seq}`,
        pickupName: "Anna",
        ...body,
      },
      { headers: { "X-Guest-Token": `guest-takeaway-${"x".repeat(24)}` } },
    );
}

const slotsOf = (owner: Owner) => server.client().send<Slots>(`/api/takeaway/${owner.user.publicLink}/slots`, {});
const orderCount = async (owner: Owner) =>
  (await server.admin.collection("orders").getList(1, 1, { filter: `user = "${owner.user.id}"` })).totalItems;

/** The slot `k` steps of `minutes` after `time` ("HH:mm"). */
function later(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number);
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
}

beforeAll(async () => {
  server = await startTestServer();
  const zone = middayZone();
  venue = await createOwner(server, { timeZone: zone });
  plain = await createOwner(server, { timeZone: zone });
  soup = (await createSoupMenu(venue)).dish;
  plainSoup = (await createSoupMenu(plain)).dish;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("off by default", () => {
  it("a venue that never switched it on: no takeaway in its menu, no slots, a takeaway order is an unknown table", async () => {
    const menu = await server
      .client()
      .send<{ venue: Record<string, unknown> }>(`/api/menu/${plain.user.publicLink}`, {});
    expect(menu.venue).not.toHaveProperty("takeaway");
    await expectStatus(slotsOf(plain), 404);
    const before = await orderCount(plain);
    const err = await expectStatus(takeaway(plain, plainSoup.id, { pickupAt: "12:00" }), 400);
    expect(JSON.stringify(err)).toContain("Unknown table: this venue has no table takeaway.");
    expect(await orderCount(plain)).toBe(before);
  });
});

describe("settings", () => {
  it("are checked whole; a waiter may not change them; online payment needs Pay now", async () => {
    for (const [over, message] of [
      [{ slotMinutes: 3 }, "A pickup slot is 5 to 120 minutes long."],
      [{ maxOrders: 0 }, "A slot takes 1 to 500 orders."],
      [{ leadMinutes: -1 }, "The lead time is 0 to 720 minutes."],
      [{ opens: "20:00", closes: "20:00" }, "Takeaway opens and closes at different times."],
      [{ daysAhead: 15 }, "Guests can order 0 to 14 days ahead."],
      [{ daysAhead: -1 }, "Guests can order 0 to 14 days ahead."],
      [{ opens: "25:00" }, "Opening hours are two times of day (HH:mm)."],
      [{ payment: "card" }, "Payment is 'cash' (on pickup) or 'online'."],
      [{ payment: "online" }, "Online payment for takeaway needs Settings > Online payment switched on first."],
    ] as const) {
      const err = await expectStatus(saveSettings(venue, over), 400);
      expect(err.message).toBe(message);
    }
    const waiter = await createMember(server, venue, "waiter");
    await expectStatus(waiter.pb.send("/api/venue/takeaway", { method: "POST", body: { settings: settings() } }), 403);
    // Nothing changed: still off.
    const read = await venue.pb.send<{ settings: { on: boolean } }>("/api/venue/takeaway", {});
    expect(read.settings.on).toBe(false);
    // The record API cannot set it (a hidden field).
    await venue.pb.collection("users").update(venue.user.id, { takeaway: settings() });
    expect((await venue.pb.send<{ settings: { on: boolean } }>("/api/venue/takeaway", {})).settings.on).toBe(false);
  });

  it("switched on: the menu says so, and today's slots start at the lead time", async () => {
    const saved = await saveSettings(venue);
    expect(saved.settings).toMatchObject({ on: true, slotMinutes: 15, maxOrders: 3 });
    const menu = await server
      .client()
      .send<{ venue: Record<string, unknown> }>(`/api/menu/${venue.user.publicLink}`, {});
    expect(menu.venue.takeaway).toEqual({ payment: "cash" });
    const s = await slotsOf(venue);
    expect(s.slots.length).toBeGreaterThan(10);
    expect(s.slots.every((x) => x.open)).toBe(true);
    expect(s.slots[s.slots.length - 1].time).toBe("19:45");
    // Each listed slot is on the 15-minute grid from 06:00.
    for (const x of s.slots) expect(Number(x.time.slice(3)) % 15).toBe(0);
  });
});

describe("pickup time refusals (400, nothing stored)", () => {
  it("refuses a time off the grid, too soon, outside the hours, no name, a waiter call", async () => {
    const first = (await slotsOf(venue)).slots[0].time;
    const before = await orderCount(venue);
    const cases: [Record<string, unknown>, string][] = [
      [{ pickupAt: "" }, "Choose a pickup time."],
      [{ pickupAt: later(first, 7) }, "Pickup times are every 15 minutes from 06:00."],
      [{ pickupAt: later(first, -30) }, "This pickup time is too soon: choose a later one."],
      [{ pickupAt: "20:00" }, "Takeaway is open from 06:00 to 20:00: choose a time in between."],
      [{ pickupAt: "05:45" }, "Takeaway is open from 06:00 to 20:00: choose a time in between."],
      [{ pickupAt: first, pickupName: "  " }, "Give a name for the pickup (at most 40 characters)."],
      [{ pickupAt: first, pickupName: "x".repeat(41) }, "Give a name for the pickup (at most 40 characters)."],
    ];
    for (const [body, message] of cases) {
      const err = await expectStatus(takeaway(venue, soup.id, body), 400);
      expect(JSON.stringify(err)).toContain(message);
    }
    const waiter = await expectStatus(
      takeaway(venue, soup.id, { pickupAt: first, items: [{ dishId: "cash", count: 1 }] }),
      400,
    );
    expect(JSON.stringify(waiter)).toContain("A takeaway order cannot call a waiter: there is no table.");
    expect(await orderCount(venue)).toBe(before);
  });
});

describe("a slot's capacity and the pickup numbers", () => {
  it("a takeaway order gets its slot, name and a pickup number, and is apart from tables", async () => {
    const slot = (await slotsOf(venue)).slots[1].time;
    const o = await takeaway(venue, soup.id, { pickupAt: slot, pickupName: "  Ben  " });
    expect(o).toMatchObject({ tableSlug: "takeaway", pickupAt: slot, pickupName: "Ben", started: false });
    // The guest's own view and the board's list show the pickup fields too.
    const view = await server
      .client()
      .collection("orders")
      .getOne(o.id, { headers: { "X-Guest-Token": `guest-takeaway-${"x".repeat(24)}` } });
    expect(view.pickupNumber).toBe(o.pickupNumber);
    const board = await venue.pb.collection("orders").getFullList({ filter: `id = "${o.id}"` });
    expect(board[0]).toMatchObject({ pickupAt: slot, pickupName: "Ben", pickupNumber: o.pickupNumber });
    expect(o.pickupNumber).toBeGreaterThan(0);
    expect(o.pickupDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(o.total).toBe(4.5);
  });

  it("six guests at once for one slot of 3 orders: exactly 3 accepted, the rest 409 and nothing stored", async () => {
    const slot = (await slotsOf(venue)).slots[3].time;
    const before = await orderCount(venue);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => takeaway(venue, soup.id, { pickupAt: slot })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(ok.length).toBe(3);
    for (const r of refused) {
      expect((r.reason as { status: number }).status).toBe(409);
      expect(JSON.stringify((r.reason as { response: unknown }).response)).toContain(
        "This pickup time is full: choose another one.",
      );
    }
    expect(await orderCount(venue)).toBe(before + 3);
    const listed = (await slotsOf(venue)).slots.find((s) => s.time === slot);
    expect(listed?.open).toBe(false);
  });

  it("concurrent orders over many slots: every pickup number of the day is distinct and consecutive", async () => {
    await saveSettings(venue, { maxOrders: 50 });
    const slots = (await slotsOf(venue)).slots.slice(4, 8).map((s) => s.time);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => takeaway(venue, soup.id, { pickupAt: slots[i % slots.length] })),
    );
    const all = await server.admin
      .collection("orders")
      .getFullList({ filter: `user = "${venue.user.id}" && pickupNumber > 0`, sort: "pickupNumber" });
    const numbers = all.map((o) => o.pickupNumber as number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("a slot's item limit: an order that would pass it is refused", async () => {
    await saveSettings(venue, { maxOrders: 50, maxItems: 3 });
    const slot = (await slotsOf(venue)).slots[9].time;
    await takeaway(venue, soup.id, { pickupAt: slot }, 2);
    const before = await orderCount(venue);
    await expectStatus(takeaway(venue, soup.id, { pickupAt: slot }, 2), 409);
    expect(await orderCount(venue)).toBe(before);
    await takeaway(venue, soup.id, { pickupAt: slot }, 1);
    await saveSettings(venue, { maxOrders: 3 });
  });

  it("an edit cannot move a takeaway order to a table, nor a table order to takeaway (400, nothing changed)", async () => {
    const slot = (await slotsOf(venue)).slots[11].time;
    const o = await takeaway(venue, soup.id, { pickupAt: slot });
    await venue.pb
      .collection("tables")
      .create({ tableNumber: 1, round: true, diameter: 100, user: venue.user.id, x: 0, y: 0 })
      .catch(() => null);
    const err = await expectStatus(venue.pb.collection("orders").update(o.id, { tableSlug: "1" }), 400);
    expect(JSON.stringify(err)).toContain(
      "A takeaway order stays a takeaway order, and a table order stays at a table.",
    );
    expect((await server.admin.collection("orders").getOne(o.id)).tableSlug).toBe("takeaway");
    const table = await server
      .client()
      .collection("orders")
      .create({ userSlug: venue.user.publicLink, tableSlug: "1", items: [{ dishId: soup.id, count: 1 }] });
    await expectStatus(venue.pb.collection("orders").update(table.id, { tableSlug: "takeaway" }), 400);
    expect((await server.admin.collection("orders").getOne(table.id)).tableSlug).toBe("1");
  });

  it("a finished takeaway order is told apart in Finished orders' figures and the sales CSV", async () => {
    const slot = (await slotsOf(venue)).slots[12].time;
    const o = await takeaway(venue, soup.id, { pickupAt: slot, pickupName: "Carl" });
    await venue.pb.collection("orders").update(o.id, { started: true, finished: true });
    const res = await fetch(`${server.url}/api/stats/finished/csv`, {
      headers: { Authorization: venue.pb.authStore.token },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split("\n").some((line) => line.includes("takeaway") && line.includes("Soup"))).toBe(true);
    const finished = await venue.pb.collection("orders").getOne(o.id);
    expect(finished).toMatchObject({ tableSlug: "takeaway", pickupName: "Carl", pickupNumber: o.pickupNumber });
  });

  it("a retry with the same request id answers with the same order, never a second number", async () => {
    const slot = (await slotsOf(venue)).slots[10].time;
    const body = { pickupAt: slot, clientRequestId: `takeaway-retry-${Date.now()}` };
    const [a, b] = await Promise.all([takeaway(venue, soup.id, body), takeaway(venue, soup.id, body)]);
    expect(a.id).toBe(b.id);
    expect(a.pickupNumber).toBe(b.pickupNumber);
  });
});

describe("order-ahead: later days, hours across midnight (issue 39)", () => {
  it("today only by default: a slot of another day is refused, every listed slot is today's", async () => {
    const owner = await createOwner(server, { timeZone: middayZone() });
    const dish = (await createSoupMenu(owner)).dish;
    await saveSettings(owner);
    const s = await slotsOf(owner);
    expect(new Set(s.slots.map((x) => x.day))).toEqual(new Set([s.day]));
    const before = await orderCount(owner);
    const err = await expectStatus(takeaway(owner, dish.id, { pickupDay: "2099-01-01", pickupAt: "12:00" }), 400);
    expect(JSON.stringify(err)).toContain("Takeaway orders are for today only.");
    expect(await orderCount(owner)).toBe(before);
  });

  it("days ahead: the next days' slots are offered and taken, with that day's pickup numbers; no further", async () => {
    const { zone, offset } = zoneAtHour(12);
    const owner = await createOwner(server, { timeZone: zone });
    const dish = (await createSoupMenu(owner)).dish;
    await saveSettings(owner, { daysAhead: 2 });
    const today = localDay(offset);
    const [tomorrow, after, tooFar] = [1, 2, 3].map((n) => localDay(offset, n));
    const s = await slotsOf(owner);
    expect(s.day).toBe(today);
    const days = [...new Set(s.slots.map((x) => x.day))];
    expect(days).toEqual([today, tomorrow, after]);
    // A later day starts at opening time.
    expect(s.slots.filter((x) => x.day === tomorrow).map((x) => x.time)[0]).toBe("06:00");
    expect(s.slots.filter((x) => x.day === tomorrow)).toHaveLength(56);

    const today1 = await takeaway(owner, dish.id, { pickupAt: s.slots[0].time });
    const first = await takeaway(owner, dish.id, { pickupDay: tomorrow, pickupAt: "06:00" });
    const second = await takeaway(owner, dish.id, { pickupDay: tomorrow, pickupAt: "06:15" });
    expect(today1).toMatchObject({ pickupDay: today, pickupNumber: 1 });
    expect(first).toMatchObject({ pickupDay: tomorrow, pickupAt: "06:00", pickupNumber: 1 });
    expect(second).toMatchObject({ pickupDay: tomorrow, pickupNumber: 2 });

    const before = await orderCount(owner);
    for (const day of [tooFar, localDay(offset, -1), "tomorrow", "2026-13-45"]) {
      const err = await expectStatus(takeaway(owner, dish.id, { pickupDay: day, pickupAt: "06:00" }), 400);
      expect(JSON.stringify(err)).toContain("Choose a pickup day from today to 2 days ahead.");
    }
    // The rules of a day still hold on a later day.
    const hours = await expectStatus(takeaway(owner, dish.id, { pickupDay: after, pickupAt: "05:45" }), 400);
    expect(JSON.stringify(hours)).toContain("Takeaway is open from 06:00 to 20:00: choose a time in between.");
    expect(await orderCount(owner)).toBe(before);
  });

  it("six guests at once for a slot of 3 on a later day: exactly 3 accepted, distinct numbers", async () => {
    const { zone, offset } = zoneAtHour(12);
    const owner = await createOwner(server, { timeZone: zone });
    const dish = (await createSoupMenu(owner)).dish;
    await saveSettings(owner, { daysAhead: 1, maxOrders: 3 });
    const tomorrow = localDay(offset, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => takeaway(owner, dish.id, { pickupDay: tomorrow, pickupAt: "10:00" })),
    );
    const ok = results.filter((r) => r.status === "fulfilled") as PromiseFulfilledResult<RecordModel>[];
    expect(ok).toHaveLength(3);
    for (const r of results) if (r.status === "rejected") expect((r.reason as { status: number }).status).toBe(409);
    expect(new Set(ok.map((r) => r.value.pickupNumber)).size).toBe(3);
    const listed = (await slotsOf(owner)).slots.find((x) => x.day === tomorrow && x.time === "10:00");
    expect(listed?.open).toBe(false);
    expect((await slotsOf(owner)).slots.find((x) => x.day === localDay(offset) && x.time === "10:00")).toBeUndefined();
  });

  it("hours across midnight, in the evening: the slots after midnight are today's service", async () => {
    const { zone, offset } = zoneAtHour(23);
    const owner = await createOwner(server, { timeZone: zone });
    const dish = (await createSoupMenu(owner)).dish;
    await saveSettings(owner, { opens: "22:00", closes: "02:00", slotMinutes: 30, leadMinutes: 0 });
    const today = localDay(offset);
    const s = await slotsOf(owner);
    const after = s.slots.filter((x) => x.time < "12:00");
    expect(after.map((x) => [x.day, x.time])).toEqual([
      [today, "00:00"],
      [today, "00:30"],
      [today, "01:00"],
      [today, "01:30"],
    ]);
    const o = await takeaway(owner, dish.id, { pickupAt: "01:30" });
    expect(o).toMatchObject({ pickupDay: today, pickupAt: "01:30", pickupNumber: 1 });
    const err = await expectStatus(takeaway(owner, dish.id, { pickupAt: "02:00" }), 400);
    expect(JSON.stringify(err)).toContain("Takeaway is open from 22:00 to 02:00: choose a time in between.");
  });

  it("hours across midnight, after midnight: last night's service goes on, its numbers too", async () => {
    const { zone, offset } = zoneAtHour(0);
    const owner = await createOwner(server, { timeZone: zone });
    const dish = (await createSoupMenu(owner)).dish;
    await saveSettings(owner, { opens: "22:00", closes: "02:00", slotMinutes: 30, leadMinutes: 0 });
    const today = localDay(offset);
    const yesterday = localDay(offset, -1);
    const s = await slotsOf(owner);
    expect(s.slots.filter((x) => x.day === yesterday).map((x) => x.time)).toEqual(
      ["00:30", "01:00", "01:30"].filter((t) => t >= s.slots[0].time),
    );
    expect(s.slots.filter((x) => x.day === today).map((x) => x.time)).toEqual([
      "22:00",
      "22:30",
      "23:00",
      "23:30",
      "00:00",
      "00:30",
      "01:00",
      "01:30",
    ]);
    // Without a day: the earliest service it can be (last night's); with tonight's day: tonight's.
    const last = await takeaway(owner, dish.id, { pickupAt: "01:30" });
    expect(last).toMatchObject({ pickupDay: yesterday, pickupNumber: 1 });
    const tonight = await takeaway(owner, dish.id, { pickupDay: today, pickupAt: "01:30" });
    expect(tonight).toMatchObject({ pickupDay: today, pickupNumber: 1 });
    // 23:00 of last night's service is past.
    const err = await expectStatus(takeaway(owner, dish.id, { pickupDay: yesterday, pickupAt: "23:00" }), 400);
    expect(JSON.stringify(err)).toContain("This pickup time is too soon: choose a later one.");
  });
});
