// Takeaway paid online before it is accepted (docs/takeaway.md#paying-online), against a real
// PocketBase, the payments worker and the Stripe stand-in: a plain takeaway order with money is
// refused there, Pay and order holds the order (nothing on the board) and its place in the slot,
// a full slot refuses another checkout, and the paid webhook stores the order with its pickup number.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, createSoupMenu, expectStatus, type TestServer } from "../helpers/pocketbase";
import { paymentsKit, startPayments, type StandIn } from "../helpers/payments";
import { middayZone } from "../helpers/midday-zone";

let server: TestServer;
let stand: StandIn;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ({ server, stand } = await startPayments());
  kit = paymentsKit(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await stand?.stop();
});

describe("takeaway paid online", () => {
  it("holds the order and its slot until paid, then stores it with a pickup number", async () => {
    const shop = await createOwner(server, { currency: "EUR", timeZone: middayZone() });
    const dish = (await createSoupMenu(shop)).dish.id;
    await kit.connect(shop);
    await kit.api("POST", "/api/payments/settings", { owner: shop, body: { on: true } });
    await shop.pb.send("/api/venue/takeaway", {
      method: "POST",
      body: {
        settings: {
          on: true,
          slotMinutes: 15,
          maxOrders: 1,
          maxItems: 0,
          leadMinutes: 30,
          opens: "06:00",
          closes: "20:00",
          payment: "online",
        },
      },
    });
    const menu = await server
      .client()
      .send<{ venue: Record<string, unknown> }>(`/api/menu/${shop.user.publicLink}`, {});
    expect(menu.venue.takeaway).toEqual({ payment: "online" });
    const slots = await server
      .client()
      .send<{ payment: string; slots: { time: string; open: boolean }[] }>(
        `/api/takeaway/${shop.user.publicLink}/slots`,
        {},
      );
    expect(slots.payment).toBe("online");
    const slot = slots.slots[0].time;
    const guest = kit.token("takeaway-pay");
    const body = (id: string) => ({
      userSlug: shop.user.publicLink,
      tableSlug: "takeaway",
      items: [{ dishId: dish, count: 1 }],
      clientRequestId: id,
      pickupAt: slot,
      pickupName: "Anna",
    });
    const orders = () => server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });

    // A plain takeaway order with money: refused, nothing stored.
    const plain = await expectStatus(
      server
        .client()
        .collection("orders")
        .create(body("takeaway-plain-1"), { headers: { "X-Guest-Token": guest } }),
      409,
    );
    expect(plain.message).toBe("This venue takes payment with takeaway orders: use Pay and order.");
    // Bad pickup input is refused before any checkout.
    await expectStatus(
      kit.api("POST", "/api/payments/order", { guest, body: { ...body("takeaway-bad-1"), pickupName: "" } }),
      400,
    );

    const c = await kit.api<{ payment: string; url: string }>("POST", "/api/payments/order", {
      guest,
      body: body("takeaway-pay-1"),
    });
    expect(await orders()).toEqual([]);
    // The held order takes the slot's one place: another guest's checkout for it is refused.
    const other = await expectStatus(
      kit.api("POST", "/api/payments/order", { guest: kit.token("takeaway-late"), body: body("takeaway-pay-2") }),
      409,
    );
    expect(other.message).toBe("This pickup time is full: choose another one.");
    const listed = await server
      .client()
      .send<{ slots: { time: string; open: boolean }[] }>(`/api/takeaway/${shop.user.publicLink}/slots`, {});
    expect(listed.slots.find((s) => s.time === slot)?.open).toBe(false);

    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
    const stored = await server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });
    expect(stored.length).toBe(1);
    expect(stored[0]).toMatchObject({ tableSlug: "takeaway", pickupAt: slot, pickupName: "Anna", pickupNumber: 1 });
  });

  it("order-ahead: Pay and order for tomorrow's slot holds that day's place and stores tomorrow's number", async () => {
    const offset = ((12 - new Date().getUTCHours() + 36) % 24) - 12;
    const shop = await createOwner(server, { currency: "EUR", timeZone: middayZone() });
    const dish = (await createSoupMenu(shop)).dish.id;
    await kit.connect(shop);
    await kit.api("POST", "/api/payments/settings", { owner: shop, body: { on: true } });
    const settings = {
      on: true,
      slotMinutes: 15,
      maxOrders: 1,
      maxItems: 0,
      leadMinutes: 30,
      opens: "06:00",
      closes: "20:00",
      payment: "online",
      daysAhead: 1,
    };
    await shop.pb.send("/api/venue/takeaway", { method: "POST", body: { settings } });
    const tomorrow = new Date(Date.now() + offset * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const body = (id: string) => ({
      userSlug: shop.user.publicLink,
      tableSlug: "takeaway",
      items: [{ dishId: dish, count: 1 }],
      clientRequestId: id,
      pickupDay: tomorrow,
      pickupAt: "06:00",
      pickupName: "Bo",
    });
    const c = await kit.api<{ url: string }>("POST", "/api/payments/order", {
      guest: kit.token("ahead-pay"),
      body: body("ahead-pay-1"),
    });
    const slots = () =>
      server
        .client()
        .send<{ slots: { day: string; time: string; open: boolean }[] }>(
          `/api/takeaway/${shop.user.publicLink}/slots`,
          {},
        );
    expect((await slots()).slots.find((x) => x.day === tomorrow && x.time === "06:00")?.open).toBe(false);
    const other = await expectStatus(
      kit.api("POST", "/api/payments/order", { guest: kit.token("ahead-late"), body: body("ahead-pay-2") }),
      409,
    );
    expect(other.message).toBe("This pickup time is full: choose another one.");
    expect((await stand.sendEvent(stand.pay(kit.sessionOf(c.url)))).body?.outcome).toBe("paid");
    const stored = await server.admin.collection("orders").getFullList({ filter: `user = "${shop.user.id}"` });
    expect(stored.map((o) => [o.pickupDay, o.pickupAt, o.pickupNumber])).toEqual([[tomorrow, "06:00", 1]]);
  });
});
