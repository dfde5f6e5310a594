// Stations, printers and print jobs against the real server (docs/kitchen.md#stations-and-printers):
// routing by category, print on arrival or on start, voids, reprints, the agent's routes, and who
// may see or touch a venue's tickets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import {
  createDevice,
  createMember,
  createOwner,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { queueBacklog } from "../helpers/print-backlog";

let server: TestServer;
let a: Owner;
let b: Owner;
const dish: Record<string, RecordModel> = {};
let kitchen: RecordModel;
let bar: RecordModel;
let kitchenPrinter: RecordModel;
let barPrinter: RecordModel;
let dessertsCategory = "";

interface Job {
  id: string;
  printer: string;
  station: string;
  order: string;
  kind: string;
  seq: number;
  state: string;
  tableSlug: string;
  pickup: string;
  enteredBy: string;
  lines: Array<{ title: string; count: number }>;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  const cat = (title: string) => a.pb.collection("categories").create({ title, order: 0, user: a.user.id });
  const mains = await cat("Mains");
  const drinks = await cat("Drinks");
  dessertsCategory = (await cat("Desserts")).id;
  const add = async (title: string, category: string) =>
    (dish[title] = await a.pb.collection("dishes").create({ title, price: 3, category, user: a.user.id, order: 0 }));
  await add("Soup", mains.id);
  await add("Cola", drinks.id);
  await add("Cake", dessertsCategory);
  await a.pb.collection("tables").create({ tableNumber: 7, user: a.user.id, x: 0, y: 0 });
  kitchen = await a.pb
    .collection("stations")
    .create({ user: a.user.id, name: "Kitchen", categories: [mains.id], printOn: "arrival" });
  bar = await a.pb
    .collection("stations")
    .create({ user: a.user.id, name: "Bar", categories: [drinks.id], printOn: "arrival" });
  const printer = (station: string, name: string) =>
    a.pb.collection("printers").create({ user: a.user.id, station, name, host: "192.168.1.50", port: 9100 });
  kitchenPrinter = await printer(kitchen.id, "Kitchen printer");
  barPrinter = await printer(bar.id, "Bar printer");
});

afterAll(async () => {
  await server?.stop();
});

function line(title: string, count: number) {
  const d = dish[title];
  return { dishId: d.id, title: d.title, price: d.price, count, modifiers: {} };
}

async function guestOrder(lines: ReturnType<typeof line>[]) {
  return server
    .client()
    .collection("orders")
    .create({ user: a.user.id, userSlug: a.user.publicLink, tableSlug: "7", items: lines, total: 0 });
}

/** The order's jobs once the venue's queue was read (a new order's tickets are made then, as the agent reads it). */
async function jobsOf(order: string): Promise<Job[]> {
  await queue(a.pb);
  const rows = await server.admin
    .collection("print_jobs")
    .getFullList({ filter: `order = "${order}"`, sort: "created" });
  return rows as unknown as Job[];
}

const queue = (pb: PocketBase) =>
  pb.send<{ printers: Array<{ id: string; status: string }>; jobs: Job[] }>("/api/print/queue", {});

describe("routing", () => {
  it("splits an order's lines into one ticket per station; a category without a station prints nowhere", async () => {
    const o = await guestOrder([line("Soup", 2), line("Cola", 1), line("Cake", 1)]);
    const jobs = await jobsOf(o.id);
    expect(jobs.map((j) => [j.printer, j.kind, j.state, j.tableSlug, j.pickup]).sort()).toEqual(
      [
        [kitchenPrinter.id, "ticket", "queued", "7", ""],
        [barPrinter.id, "ticket", "queued", "7", ""],
      ].sort(),
    );
    const byPrinter = Object.fromEntries(jobs.map((j) => [j.printer, j]));
    expect(byPrinter[kitchenPrinter.id].lines.map((l) => [l.title, l.count])).toEqual([["Soup", 2]]);
    expect(byPrinter[barPrinter.id].lines.map((l) => [l.title, l.count])).toEqual([["Cola", 1]]);
    expect(byPrinter[kitchenPrinter.id].station).toBe(kitchen.id);
  });

  it("numbers each printer's tickets in order", async () => {
    const before = (await queue(a.pb)).jobs.filter((j) => j.printer === kitchenPrinter.id).map((j) => j.seq);
    await guestOrder([line("Soup", 1)]);
    await guestOrder([line("Soup", 3)]);
    const seqs = (await queue(a.pb)).jobs.filter((j) => j.printer === kitchenPrinter.id).map((j) => j.seq);
    expect(seqs.slice(0, before.length)).toEqual(before);
    expect(seqs.length).toBe(before.length + 2);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("a station that prints on start makes its ticket when the order is started", async () => {
    await a.pb.collection("stations").update(bar.id, { printOn: "start" });
    try {
      const o = await guestOrder([line("Soup", 1), line("Cola", 2)]);
      expect((await jobsOf(o.id)).map((j) => j.printer)).toEqual([kitchenPrinter.id]);
      const cook = await createMember(server, a, "kitchen", "Kai Cook");
      await cook.pb.collection("orders").update(o.id, { started: true });
      const jobs = await jobsOf(o.id);
      expect(jobs.map((j) => j.printer)).toEqual([kitchenPrinter.id, barPrinter.id]);
      expect(jobs[1].lines.map((l) => [l.title, l.count])).toEqual([["Cola", 2]]);
    } finally {
      await a.pb.collection("stations").update(bar.id, { printOn: "arrival" });
    }
  });

  it("a takeaway order's ticket carries its pickup number; a table order's carries none", async () => {
    await a.pb.collection("stations").update(bar.id, { printOn: "start" });
    try {
      const o = await guestOrder([line("Soup", 1), line("Cola", 1)]);
      // The number a takeaway order gets at its insert (lib/takeaway/takeaway.js), set here on a table order
      // so that the ticket made at its start shows it.
      await server.admin.collection("orders").update(o.id, { pickupNumber: 12 });
      const cook = await createMember(server, a, "kitchen", "Kim Cook");
      await cook.pb.collection("orders").update(o.id, { started: true });
      const jobs = await jobsOf(o.id);
      expect(jobs.map((j) => [j.printer, j.pickup])).toEqual([
        [kitchenPrinter.id, ""],
        [barPrinter.id, "12"],
      ]);
      // A reprint of it says the same.
      await a.pb.send(`/api/print/orders/${o.id}/reprint`, { method: "POST" });
      expect((await jobsOf(o.id)).filter((j) => j.kind === "reprint").map((j) => j.pickup)).toEqual(["12", "12"]);
    } finally {
      await a.pb.collection("stations").update(bar.id, { printOn: "arrival" });
    }
  });

  it("an order-ahead takeaway's ticket carries its pickup day and time, and the queue the venue's zone", async () => {
    // A takeaway order as lib/takeaway/takeaway.js inserts it, with its pickup fields.
    const o = await server.admin.collection("orders").create({
      user: a.user.id,
      userSlug: a.user.publicLink,
      tableSlug: "takeaway",
      items: [line("Soup", 1)],
      total: 0,
      pickupNumber: 1,
      pickupDay: "2099-01-02",
      pickupAt: "18:30",
      pickupName: "Anna",
    });
    await server.admin.collection("users").update(a.user.id, { timeZone: "Europe/Berlin" });
    const q = await a.pb.send<{ jobs: Array<Job & { pickupDay?: string; pickupAt?: string }>; timeZone: string }>(
      "/api/print/queue",
      {},
    );
    const job = q.jobs.find((j) => j.order === o.id)!;
    expect([job.pickup, job.pickupDay, job.pickupAt]).toEqual(["1", "2099-01-02", "18:30"]);
    expect(q.timeZone).toBe("Europe/Berlin");
    // A table order's job has none.
    expect(q.jobs.filter((j) => !j.pickup).every((j) => j.pickupAt === undefined)).toBe(true);
  });

  it("a staff order's tickets say who entered it; a guest's say nobody", async () => {
    const waiter = await createMember(server, a, "waiter", "Wes Waiter");
    const staffOrder = await waiter.pb.collection("orders").create({
      userSlug: a.user.publicLink,
      tableSlug: "7",
      items: [line("Soup", 1)],
      total: 0,
      staff: true,
    });
    expect((await jobsOf(staffOrder.id)).map((j) => j.enteredBy)).toEqual(["Wes Waiter"]);
    const guest = await guestOrder([line("Soup", 1)]);
    expect((await jobsOf(guest.id)).map((j) => j.enteredBy)).toEqual([""]);
  });

  it("the guest's order writes no ticket in its own request: the agent's queue read makes it, once, in order", async () => {
    const stored = async (order: string) =>
      (await server.admin.collection("print_jobs").getFullList({ filter: `order = "${order}"` })).length;
    const first = await guestOrder([line("Soup", 1)]);
    const second = await guestOrder([line("Soup", 2)]);
    // Nothing on the guest's path (issue 39: the fan-out adds nothing to the guest's order).
    expect(await stored(first.id)).toBe(0);
    expect(await stored(second.id)).toBe(0);
    const jobs = (await queue(a.pb)).jobs.filter((j) => j.order === first.id || j.order === second.id);
    expect(jobs.map((j) => [j.order, j.kind])).toEqual([
      [first.id, "ticket"],
      [second.id, "ticket"],
    ]);
    expect(jobs[1].seq).toBe(jobs[0].seq + 1);
    // Read again: the same tickets, none made twice.
    await queue(a.pb);
    expect(await stored(first.id)).toBe(1);
    expect(await stored(second.id)).toBe(1);
  });

  it("an order started and finished before the agent read the queue still has its ticket, made first", async () => {
    const o = await guestOrder([line("Soup", 1), line("Cola", 1)]);
    await a.pb.collection("orders").update(o.id, { started: true });
    await a.pb.collection("orders").update(o.id, { finished: true });
    const rows = await server.admin.collection("print_jobs").getFullList({ filter: `order = "${o.id}"` });
    expect(rows.map((j) => j.kind).sort()).toEqual(["ticket", "ticket"]);
  });

  it("a venue without printers gets no jobs", async () => {
    const o = await server.admin
      .collection("orders")
      .create({ user: b.user.id, userSlug: b.user.publicLink, tableSlug: "1", items: [], total: 0 });
    expect(await jobsOf(o.id)).toEqual([]);
  });
});

describe("voids and reprints", () => {
  it("a removed or lowered line prints a void at the same station", async () => {
    const o = await guestOrder([line("Soup", 3), line("Cola", 1)]);
    await a.pb.collection("orders").update(o.id, { items: [line("Soup", 1), line("Cola", 1)] });
    const voids = (await jobsOf(o.id)).filter((j) => j.kind === "void");
    expect(voids.map((j) => [j.printer, j.lines.map((l) => [l.title, l.count])])).toEqual([
      [kitchenPrinter.id, [["Soup", 2]]],
    ]);
  });

  it("a deleted order prints a void of its lines where its tickets went", async () => {
    const o = await guestOrder([line("Soup", 1), line("Cola", 2)]);
    await a.pb.collection("orders").delete(o.id);
    const voids = (await jobsOf(o.id)).filter((j) => j.kind === "void");
    expect(voids.map((j) => [j.printer, j.lines.map((l) => [l.title, l.count])]).sort()).toEqual(
      [
        [kitchenPrinter.id, [["Soup", 1]]],
        [barPrinter.id, [["Cola", 2]]],
      ].sort(),
    );
  });

  it("reprint is one call from the board or the kitchen display: the current lines again", async () => {
    const o = await guestOrder([line("Soup", 2)]);
    const device = await createDevice(server, a, "kitchen", "Pass tablet");
    expect(await device.pb.send(`/api/print/orders/${o.id}/reprint`, { method: "POST" })).toEqual({ queued: 1 });
    const reprints = (await jobsOf(o.id)).filter((j) => j.kind === "reprint");
    expect(reprints.map((j) => [j.printer, j.lines.map((l) => [l.title, l.count])])).toEqual([
      [kitchenPrinter.id, [["Soup", 2]]],
    ]);
  });
});

describe("the agent's routes", () => {
  it("a device of the venue loads the queue, marks a job printed (idempotent) and reports a printer's status", async () => {
    const agent = await createDevice(server, a, "kitchen", "Print agent");
    const o = await guestOrder([line("Cola", 1)]);
    const q = await queue(agent.pb);
    const job = q.jobs.find((j) => j.order === o.id)!;
    expect(job).toBeTruthy();
    expect(q.printers.map((p) => p.id).sort()).toEqual([kitchenPrinter.id, barPrinter.id].sort());
    const first = await agent.pb.send<{ job: Job }>(`/api/print/jobs/${job.id}/printed`, { method: "POST" });
    expect(first.job.state).toBe("printed");
    const again = await agent.pb.send<{ job: Job & { printedAt: string } }>(`/api/print/jobs/${job.id}/printed`, {
      method: "POST",
    });
    expect(again.job).toEqual(first.job);
    expect((await queue(agent.pb)).jobs.map((j) => j.id)).not.toContain(job.id);

    await agent.pb.send(`/api/print/printers/${barPrinter.id}/status`, {
      method: "POST",
      body: { status: "offline", error: "ECONNREFUSED" },
    });
    const p = await a.pb.collection("printers").getOne(barPrinter.id);
    expect([p.status, p.statusError]).toEqual(["offline", "ECONNREFUSED"]);
    await expectStatus(
      agent.pb.send(`/api/print/printers/${barPrinter.id}/status`, { method: "POST", body: { status: "on fire" } }),
      400,
    );
    // A form cannot set the status: only the agent reports it.
    await a.pb.collection("printers").update(barPrinter.id, { status: "online", name: "Bar printer" });
    expect((await a.pb.collection("printers").getOne(barPrinter.id)).status).toBe("offline");
  });

  it("another venue, its devices and a guest can neither see nor mark a venue's tickets", async () => {
    const o = await guestOrder([line("Soup", 1)]);
    const job = (await jobsOf(o.id))[0];
    const other = await createDevice(server, b, "kitchen", "Other agent");
    const guest = server.client();
    for (const pb of [b.pb, other.pb]) {
      expect((await queue(pb)).jobs).toEqual([]);
      expect(await pb.collection("print_jobs").getFullList()).toEqual([]);
      expect(await pb.collection("printers").getFullList()).toEqual([]);
      await expectStatus(pb.send(`/api/print/jobs/${job.id}/printed`, { method: "POST" }), 404);
      await expectStatus(
        pb.send(`/api/print/printers/${kitchenPrinter.id}/status`, { method: "POST", body: { status: "online" } }),
        404,
      );
      await expectStatus(pb.send(`/api/print/orders/${o.id}/reprint`, { method: "POST" }), 404);
    }
    await expectStatus(queue(guest), 401);
    await expectStatus(guest.send(`/api/print/jobs/${job.id}/printed`, { method: "POST" }), 401);
    await expectStatus(guest.send(`/api/print/orders/${o.id}/reprint`, { method: "POST" }), 401);
    await expectStatus(guest.collection("print_jobs").getOne(job.id), 404);
    expect((await server.admin.collection("print_jobs").getOne(job.id)).state).toBe("queued");
    expect((await a.pb.collection("printers").getOne(kitchenPrinter.id)).status).not.toBe("online");
    // Nobody writes jobs through the record API, the owner included.
    await expectStatus(a.pb.collection("print_jobs").update(job.id, { state: "printed" }), 403);
    await expectStatus(a.pb.collection("print_jobs").delete(job.id), 403);
  });

  it("only the owner and managers define stations and printers; hosts and ports are checked", async () => {
    const cook = await createMember(server, a, "kitchen", "Kim Cook");
    const manager = await createMember(server, a, "manager", "Mia Manager");
    await expectStatus(
      cook.pb.collection("stations").create({ user: a.user.id, name: "Pastry", printOn: "arrival" }),
      400,
    );
    const pastry = await manager.pb
      .collection("stations")
      .create({ user: a.user.id, name: "Pastry", printOn: "arrival", categories: [dessertsCategory] });
    await expectStatus(
      b.pb
        .collection("stations")
        .create({ user: b.user.id, name: "X", printOn: "arrival", categories: [dessertsCategory] }),
      400,
    );
    const base = { user: a.user.id, station: pastry.id, name: "Pastry printer" };
    for (const bad of [
      { host: "printer.local; rm -rf /", port: 9100 },
      { host: "", port: 9100 },
      { host: "10.0.0.5", port: 70000 },
      { host: "10.0.0.5", port: 0 },
      { host: "10.0.0.5", port: 91.5 },
    ]) {
      await expectStatus(a.pb.collection("printers").create({ ...base, ...bad }), 400);
    }
    await expectStatus(cook.pb.collection("printers").create({ ...base, host: "10.0.0.5", port: 9100 }), 400);
    await manager.pb.collection("printers").create({ ...base, host: "pastry-printer.lan", port: 9100 });
    await manager.pb.collection("stations").delete(pastry.id);
    expect(await a.pb.collection("printers").getFullList({ filter: `station = "${pastry.id}"` })).toEqual([]);
  });

  it("a kitchen device reads what the kitchen display's station filter needs", async () => {
    const tablet = await createDevice(server, a, "kitchen", "Wall tablet");
    const filter = `user = "${a.user.id}"`;
    expect((await tablet.pb.collection("stations").getFullList({ filter })).map((s) => s.name)).toEqual(
      expect.arrayContaining(["Kitchen", "Bar"]),
    );
    expect((await tablet.pb.collection("printers").getFullList({ filter })).length).toBeGreaterThanOrEqual(2);
    expect((await tablet.pb.collection("dishes").getFullList({ filter, fields: "id,category" })).length).toBe(3);
    expect((await tablet.pb.collection("categories").getFullList({ filter })).length).toBeGreaterThanOrEqual(3);
    await expectStatus(tablet.pb.collection("stations").update(kitchen.id, { name: "Mine" }), 404);
  });

  it("the print topic is the venue's: its devices follow it, another venue's cannot", async () => {
    const mine = await createDevice(server, a, "kitchen", "Topic agent");
    const theirs = await createDevice(server, b, "kitchen", "Other topic agent");
    const subscribe = async (pb: PocketBase) => {
      const es = new EventSource(`${server.url}/api/realtime`);
      try {
        const clientId = await new Promise<string>((resolve, reject) => {
          es.addEventListener("PB_CONNECT", (ev) => resolve(JSON.parse((ev as MessageEvent).data).clientId));
          es.onerror = () => reject(new Error("realtime connection failed"));
        });
        const res = await fetch(`${server.url}/api/realtime`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: pb.authStore.token },
          body: JSON.stringify({ clientId, subscriptions: [`venue/${a.user.id}/print`] }),
        });
        return res.status;
      } finally {
        es.close();
      }
    };
    expect(await subscribe(mine.pb)).toBe(204);
    expect(await subscribe(theirs.pb)).toBe(403);
  });

  it("the queue is read in bounded pages after a cursor: a printer's backlog is never answered whole", async () => {
    const c = await createOwner(server);
    const cat = await c.pb.collection("categories").create({ title: "Mains", order: 0, user: c.user.id });
    const station = await c.pb
      .collection("stations")
      .create({ user: c.user.id, name: "Kitchen", categories: [cat.id], printOn: "arrival" });
    const printer = await c.pb
      .collection("printers")
      .create({ user: c.user.id, station: station.id, name: "Off", host: "192.168.1.50", port: 9100 });
    queueBacklog(server, { venue: c.user.id, printer: printer.id, station: station.id, count: 150, title: "Soup" });
    type Page = { jobs: Job[]; more: string[] };
    const read = (query: string) => c.pb.send<Page>(`/api/print/queue${query}`, {});
    const seqs = (page: Page) => page.jobs.map((j) => j.seq);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    // The first page: at most 100 jobs, whatever the page size asked; the rest is "more".
    expect(seqs(await read(""))).toEqual(range(1, 100));
    expect((await read("")).more).toEqual([printer.id]);
    expect(seqs(await read("?limit=1000"))).toEqual(range(1, 100));
    // After a cursor: only what follows it; paging through gives every job once, in order.
    const pages: number[] = [];
    let after = 0;
    for (;;) {
      const page = await read(`?limit=60&after=${printer.id}:${after}`);
      expect(page.jobs.length).toBeLessThanOrEqual(60);
      pages.push(...seqs(page));
      if (!page.more.includes(printer.id)) break;
      after = page.jobs[page.jobs.length - 1].seq;
    }
    expect(pages).toEqual(range(1, 150));
    expect(seqs(await read(`?after=${printer.id}:150`))).toEqual([]);
    // A printer the agent holds a full page of is not read at all.
    expect(await read(`?skip=${printer.id}`)).toMatchObject({ jobs: [], more: [] });
    // A printed job leaves the pages.
    const first = (await read("?limit=1")).jobs[0];
    await c.pb.send(`/api/print/jobs/${first.id}/printed`, { method: "POST" });
    expect(seqs(await read("?limit=2"))).toEqual([2, 3]);
    // Malformed or oversized page requests are refused before anything is read.
    for (const query of [
      "?limit=0",
      "?limit=x",
      "?after=nocolon",
      `?after=${printer.id}:-1`,
      "?skip=BAD!",
      `?after=${Array.from({ length: 201 }, (_, i) => `p${i}:1`).join(",")}`,
    ]) {
      await expectStatus(read(query), 400);
    }
  });
});
