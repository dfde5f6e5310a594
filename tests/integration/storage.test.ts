// Storage (docs/sales.md#storage): the app's data module against the real server: totals per item
// and unit from the server's aggregate, entries in pages of 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pb } from "../../src/data/client";
import { addStorageEntry, deleteStorageEntry, STORAGE_PAGE_SIZE } from "../../src/data/storage";
import { fetchStoragePage } from "../../src/data/stats";
import { toServerBound } from "../../src/domain/format";
import { UNITS } from "../../src/domain/storage-groups";
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

    const { groups, entries } = await fetchStoragePage("", "", 1).then((p) => p.stats);
    expect(groups.map((g) => [g.item, g.unit, g.total, g.entries])).toEqual([
      ["Milk", "mililitre", 700, 2],
      ["Milk", "piece", 2, 1],
    ]);
    expect(entries).toBe(5);
    expect((await fetchStoragePage("", "", 1)).entries).toHaveLength(5);
  });

  it("filters on created bounds", async () => {
    const all = (await fetchStoragePage("", "", 1)).entries;
    const future = new Date(Date.now() + 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T${pad(future.getHours())}:${pad(future.getMinutes())}`;
    expect((await fetchStoragePage(toServerBound(local), "", 1)).entries).toEqual([]);
    expect((await fetchStoragePage(toServerBound(local), "", 1).then((p) => p.stats)).entries).toBe(0);
    expect((await fetchStoragePage("", toServerBound(local, true), 1)).entries).toHaveLength(all.length);
    expect((await fetchStoragePage("", toServerBound(local, true), 1).then((p) => p.stats)).entries).toBe(all.length);
  });

  it("deletes an entry; another owner cannot", async () => {
    const [first] = (await fetchStoragePage("", "", 1)).entries;
    const other = await createOwner(server);
    await expectStatus(other.pb.collection("storage").delete(first.id), 404);
    await deleteStorageEntry(first.id);
    expect((await fetchStoragePage("", "", 1)).entries.some((e) => e.id === first.id)).toBe(false);
  });

  it("pages of 100, newest first; the totals cover every page", async () => {
    expect(STORAGE_PAGE_SIZE).toBe(100);
    const o = await createOwner(server);
    for (let i = 0; i < 130; i++)
      await server.admin
        .collection("storage")
        .create({ item: `I${i % 3}`, quantity: 1, unit: "piece", user: o.user.id });
    pb.authStore.save(o.pb.authStore.token, o.pb.authStore.record);
    const first = (await fetchStoragePage("", "", 1)).entries;
    const second = (await fetchStoragePage("", "", 2)).entries;
    expect([first.length, second.length]).toEqual([100, 30]);
    expect(first[0].created >= second[0].created).toBe(true);
    expect(new Set([...first, ...second].map((e) => e.id)).size).toBe(130);
    const stats = await fetchStoragePage("", "", 1).then((p) => p.stats);
    expect(stats.entries).toBe(130);
    expect(stats.groups.map((g) => g.total)).toEqual([44, 43, 43]);
    pb.authStore.save(owner.pb.authStore.token, owner.pb.authStore.record);
  });
});

describe("the storage collection and the app agree on units", () => {
  // The select values come from a migration (pb_migrations cannot import src/domain).
  it("allows exactly the app's UNITS", async () => {
    const storage = await server.admin.collections.getOne("storage");
    const unit = storage.fields.find((f: { name: string }) => f.name === "unit") as { values?: string[] };
    expect(unit.values).toEqual([...UNITS]);
  });
});
