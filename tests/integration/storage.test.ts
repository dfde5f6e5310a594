// Storage (issue 5): the app's data module against the real server, grouped by the domain rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pb } from "../../src/data/client";
import { addStorageEntry, deleteStorageEntry, listStorage, STORAGE_MAX_PAGES, STORAGE_PAGE_SIZE } from "../../src/data/storage";
import { groupStorage } from "../../src/domain/storage-groups";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
let owner: Owner;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  pb.baseURL = server.url;
  pb.authStore.save(owner.pb.authStore.token, owner.pb.authStore.record);
});
afterAll(async () => {
  pb.authStore.clear();
  await server?.stop();
});

describe("storage", () => {
  it("groups entries by item and unit with totals, hiding used-up groups", async () => {
    const id = owner.user.id;
    await addStorageEntry(id, { item: "Milk", quantity: 1000, unit: "mililitre", note: "delivery" });
    await addStorageEntry(id, { item: "Milk", quantity: -300, unit: "mililitre", note: "" });
    await addStorageEntry(id, { item: "Milk", quantity: 2, unit: "piece", note: "" });
    await addStorageEntry(id, { item: "Flour", quantity: 500, unit: "gram", note: "" });
    await addStorageEntry(id, { item: "Flour", quantity: -500, unit: "gram", note: "" });
    // Another owner's stock never shows.
    const other = await createOwner(server);
    await other.pb.collection("storage").create({ item: "Milk", quantity: 99, unit: "mililitre", user: other.user.id });

    const groups = groupStorage(await listStorage(id));
    expect(groups.map((g) => [g.item, g.unit, g.total, g.entries.length])).toEqual([
      ["Milk", "mililitre", 700, 2],
      ["Milk", "piece", 2, 1],
    ]);
  });

  it("filters on created bounds", async () => {
    const all = await listStorage(owner.user.id);
    const future = new Date(Date.now() + 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T${pad(future.getHours())}:${pad(future.getMinutes())}`;
    expect(await listStorage(owner.user.id, local)).toEqual([]);
    expect(await listStorage(owner.user.id, "", local)).toHaveLength(all.length);
  });

  it("deletes an entry; another owner cannot", async () => {
    const [first] = await listStorage(owner.user.id);
    const other = await createOwner(server);
    await expectStatus(other.pb.collection("storage").delete(first.id), 404);
    await deleteStorageEntry(first.id);
    expect((await listStorage(owner.user.id)).some((e) => e.id === first.id)).toBe(false);
  });

  it("reads up to 10 pages of 100", async () => {
    expect([STORAGE_PAGE_SIZE, STORAGE_MAX_PAGES]).toEqual([100, 10]);
    const o = await createOwner(server);
    for (let i = 0; i < 130; i++) await server.admin.collection("storage").create({ item: `I${i}`, quantity: 1, unit: "piece", user: o.user.id });
    pb.authStore.save(o.pb.authStore.token, o.pb.authStore.record);
    expect(await listStorage(o.user.id)).toHaveLength(130);
    pb.authStore.save(owner.pb.authStore.token, owner.pb.authStore.record);
  });
});
