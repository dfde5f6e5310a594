// A shared device's person tokens (docs/security-and-isolation.md#shared-devices) against a real
// PocketBase: every switch with a code makes a token, and a device that switches again and again
// (the smallest role, a kitchen tablet, with a code its user knows) keeps one live token per person,
// not a row per switch for good.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDevice,
  createMember,
  createOwner,
  createSoupMenu,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";

let server: TestServer;
let venue: Owner;
let dishId = "";

beforeAll(async () => {
  server = await startTestServer();
  venue = await createOwner(server);
  dishId = (await createSoupMenu(venue)).dish.id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const rowsOf = async (deviceId: string) =>
  (await server.admin.collection("device_people").getList(1, 1, { filter: `device = "${deviceId}"` })).totalItems;

describe("a shared device's person tokens", () => {
  it("switching 40 times keeps one token per person; the latest signs, the earlier ones do not", async () => {
    const kim = await createMember(server, venue, "kitchen", "Kim T");
    const walt = await createMember(server, venue, "waiter", "Walt T");
    const tablet = await createDevice(server, venue, "kitchen", "Tablet T");
    for (const [id, code] of [
      [kim.record.id, "1357"],
      [walt.record.id, "2468"],
    ]) {
      await venue.pb.send(`/api/team/members/${id}/code`, { method: "POST", body: { code } });
    }
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await tablet.pb.send<{ token: string }>("/api/team/switch", {
        method: "POST",
        body: { code: i % 2 ? "2468" : "1357" },
      });
      tokens.push(r.token);
    }
    expect(await rowsOf(tablet.record.id)).toBe(2);

    // Kim's latest token signs as Kim; her first one signs nothing (the device's own name).
    const order = () =>
      server
        .client()
        .collection("orders")
        .create({ userSlug: venue.user.publicLink, tableSlug: "1", items: [{ dishId, count: 1 }] });
    const o1 = await order();
    await tablet.pb
      .collection("orders")
      .update(o1.id, { started: true }, { headers: { "X-Staff-Person": tokens[38] } });
    const o2 = await order();
    await tablet.pb.collection("orders").update(o2.id, { started: true }, { headers: { "X-Staff-Person": tokens[0] } });
    expect((await server.admin.collection("orders").getOne(o1.id)).startedBy).toBe("Kim T");
    expect((await server.admin.collection("orders").getOne(o2.id)).startedBy).toBe("Tablet T");
  }, 120_000);
});
