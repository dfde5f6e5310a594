// Storage (docs/sales.md#storage): the app's data module against the real server: the list grouped
// by item and unit, totals from the server's aggregate, each group's entries under it, pages of 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pb } from "../../src/data/client";
import { addStorageEntry, deleteStorageEntry, STORAGE_PAGE_SIZE } from "../../src/data/storage";
import { fetchStoragePage, type StorageListPage } from "../../src/data/stats";
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

/** Every entry a page lists, in list order. */
const listedOn = (p: StorageListPage) => p.groups.flatMap((g) => g.items);

describe("storage", () => {
  it("lists entries under their group (item and unit) with its total; a used-up group and its entries are hidden", async () => {
    const id = owner.user.id;
    await addStorageEntry(id, { item: "Milk", quantity: 1000, unit: "mililitre", note: "delivery" });
    await addStorageEntry(id, { item: "Milk", quantity: -300, unit: "mililitre", note: "" });
    await addStorageEntry(id, { item: "Milk", quantity: 2, unit: "piece", note: "" });
    await addStorageEntry(id, { item: "Flour", quantity: 500, unit: "gram", note: "" });
    await addStorageEntry(id, { item: "Flour", quantity: -500, unit: "gram", note: "" });
    // Another owner's stock never shows.
    const other = await createOwner(server);
    await other.pb.collection("storage").create({ item: "Milk", quantity: 99, unit: "mililitre", user: other.user.id });

    const page = await fetchStoragePage("", "", 1);
    expect(page.groups.map((g) => [g.item, g.unit, g.total, g.entries, g.offset])).toEqual([
      ["Milk", "mililitre", 700, 2, 0],
      ["Milk", "piece", 2, 1, 0],
    ]);
    // Each group holds its own entries, newest first; Flour's (total 0) are nowhere.
    expect(page.groups[0].items.map((e) => [e.item, e.quantity, e.unit, e.note])).toEqual([
      ["Milk", -300, "mililitre", ""],
      ["Milk", 1000, "mililitre", "delivery"],
    ]);
    expect(page.groups[1].items.map((e) => [e.item, e.quantity, e.unit])).toEqual([["Milk", 2, "piece"]]);
    expect(listedOn(page).some((e) => e.item === "Flour")).toBe(false);
    expect([page.entries, page.listed]).toEqual([5, 3]);
  });

  it("filters on created bounds", async () => {
    const all = await fetchStoragePage("", "", 1);
    const future = new Date(Date.now() + 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T${pad(future.getHours())}:${pad(future.getMinutes())}`;
    expect(await fetchStoragePage(toServerBound(local), "", 1)).toEqual({ entries: 0, listed: 0, groups: [] });
    const before = await fetchStoragePage("", toServerBound(local, true), 1);
    expect(listedOn(before)).toEqual(listedOn(all));
    expect([before.entries, before.listed]).toEqual([all.entries, all.listed]);
  });

  it("deletes an entry; another owner cannot", async () => {
    const [first] = listedOn(await fetchStoragePage("", "", 1));
    const other = await createOwner(server);
    await expectStatus(other.pb.collection("storage").delete(first.id), 404);
    await deleteStorageEntry(first.id);
    expect(listedOn(await fetchStoragePage("", "", 1)).some((e) => e.id === first.id)).toBe(false);
  });

  it("pages of 100 entries over the groups laid end to end; a long group runs on to the next page", async () => {
    expect(STORAGE_PAGE_SIZE).toBe(100);
    const o = await createOwner(server);
    for (let i = 0; i < 130; i++)
      await server.admin
        .collection("storage")
        .create({ item: `I${i % 3}`, quantity: 1, unit: "piece", user: o.user.id });
    // A used-up group: its entries take no place on any page.
    await server.admin.collection("storage").create({ item: "I1", quantity: 5, unit: "gram", user: o.user.id });
    await server.admin.collection("storage").create({ item: "I1", quantity: -5, unit: "gram", user: o.user.id });
    pb.authStore.save(o.pb.authStore.token, o.pb.authStore.record);
    const first = await fetchStoragePage("", "", 1);
    const second = await fetchStoragePage("", "", 2);
    expect([first.entries, first.listed, second.listed]).toEqual([132, 130, 130]);
    const shape = (p: StorageListPage) =>
      p.groups.map((g) => [g.item, g.unit, g.total, g.entries, g.offset, g.items.length]);
    expect(shape(first)).toEqual([
      ["I0", "piece", 44, 44, 0, 44],
      ["I1", "piece", 43, 43, 0, 43],
      ["I2", "piece", 43, 43, 0, 13],
    ]);
    expect(shape(second)).toEqual([["I2", "piece", 43, 43, 13, 30]]);
    expect((await fetchStoragePage("", "", 3)).groups).toEqual([]);
    const ids = [...listedOn(first), ...listedOn(second)].map((e) => e.id);
    expect(new Set(ids).size).toBe(130);
    // Within a group newest first, across the page break too.
    const i2 = [...first.groups[2].items, ...second.groups[0].items];
    const byNewest = [...i2].sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id));
    expect(i2.map((e) => e.id)).toEqual(byNewest.map((e) => e.id));
    expect(i2.every((e) => e.item === "I2" && e.unit === "piece")).toBe(true);
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
