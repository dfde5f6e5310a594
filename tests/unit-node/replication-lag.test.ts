// The replication lag (server/litestream.mjs createLagTracker): from positions, not from a timer.
// A healthy stream of writes, whose replica is always a sync behind at the instant it is looked
// at, reads as a small lag; a stalled replica, or a Litestream that stopped copying the WAL, reads
// as the age of the oldest change the replica lacks; catching up reads 0.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { createLagTracker } from "../../server/litestream.mjs";

const G = "0123456789abcdef";
const local = (index: number, offset: number, mtimeMs: number, generation = G) => ({
  generation,
  index,
  offset,
  mtimeMs,
  sizes: new Map([[index, offset]]),
});

describe("createLagTracker", () => {
  it("a replica one sync behind at every look, for a long time: the lag stays under a second", () => {
    const tr = createLagTracker();
    let max = 0;
    for (let i = 0; i < 1000; i++) {
      const t = i * 500;
      // The database wrote at t-10, Litestream copied it at t-5, the replica holds the previous look's.
      const r = tr.observe({
        t,
        local: local(0, 1000 + i * 100, t - 5),
        replica: { index: 0, offset: 1000 + (i - 1) * 100 },
        walMtimeMs: t - 10,
      });
      max = Math.max(max, r.lagSeconds);
    }
    expect(max).toBeLessThanOrEqual(1);
  });

  it("a replica that stops moving while the database writes: the lag grows with the oldest change it lacks, and is 0 once it holds it", () => {
    const tr = createLagTracker();
    tr.observe({ t: 0, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 0 });
    let r = { lagSeconds: 0, lagBytes: 0 };
    for (let t = 500; t <= 20000; t += 500)
      r = tr.observe({ t, local: local(0, 1000 + t, t - 5), replica: { index: 0, offset: 1000 }, walMtimeMs: t - 10 });
    expect(r.lagSeconds).toBeGreaterThanOrEqual(19.5);
    expect(r.lagBytes).toBe(20000);
    r = tr.observe({
      t: 20500,
      local: local(0, 21000, 20000),
      replica: { index: 0, offset: 21000 },
      walMtimeMs: 19990,
    });
    expect(r.lagSeconds).toBe(0);
    expect(r.lagBytes).toBe(0);
  });

  it("an idle database: no lag however long the replica has not moved", () => {
    const tr = createLagTracker();
    let r = { lagSeconds: 1 };
    for (let t = 0; t <= 60000; t += 500)
      r = tr.observe({ t, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 0 });
    expect(r.lagSeconds).toBe(0);
  });

  it("Litestream paused: the database's WAL moves and its copy does not; the lag grows until the copy is on the replica", () => {
    const tr = createLagTracker();
    tr.observe({ t: 0, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 0 });
    let r = { lagSeconds: 0 };
    // Paused: no answer (no replica position), the shadow WAL frozen, the WAL written every look.
    for (let t = 500; t <= 15000; t += 500)
      r = tr.observe({ t, local: local(0, 1000, 0), replica: null, walMtimeMs: t - 10 });
    expect(r.lagSeconds).toBeGreaterThanOrEqual(14);
    // Resumed: it copies everything, but the replica has not got it yet: still behind.
    r = tr.observe({ t: 15500, local: local(0, 9000, 15400), replica: { index: 0, offset: 1000 }, walMtimeMs: 15000 });
    expect(r.lagSeconds).toBeGreaterThanOrEqual(14);
    // Shipped.
    r = tr.observe({ t: 16000, local: local(0, 9000, 15400), replica: { index: 0, offset: 9000 }, walMtimeMs: 15000 });
    expect(r.lagSeconds).toBe(0);
  });

  it("a new generation: the replica's old position holds nothing of it until it moves in the new one", () => {
    const tr = createLagTracker();
    tr.observe({ t: 0, local: local(3, 5000, 0), replica: { index: 3, offset: 5000 }, walMtimeMs: 0 });
    tr.restarted();
    const H = "fedcba9876543210";
    let r = tr.observe({ t: 500, local: local(0, 100, 400, H), replica: null, walMtimeMs: 390 });
    for (let t = 1000; t <= 12000; t += 500)
      r = tr.observe({ t, local: local(0, 100 + t, t - 5, H), replica: null, walMtimeMs: t - 10 });
    expect(r.lagSeconds).toBeGreaterThanOrEqual(11);
    r = tr.observe({
      t: 12500,
      local: local(0, 12600, 12400, H),
      replica: { index: 0, offset: 12600 },
      walMtimeMs: 12390,
    });
    expect(r.lagSeconds).toBe(0);
  });

  it("a write Litestream never copies (a rolled-back transaction's frames): no lag once it has copied the WAL since", () => {
    const tr = createLagTracker();
    tr.observe({ t: 0, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 0, syncs: 10 });
    let r = { lagSeconds: 1 };
    for (let t = 500, n = 15; t <= 20000; t += 500, n += 5)
      r = tr.observe({ t, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 400, syncs: n });
    expect(r.lagSeconds).toBe(0);
  });

  it("Litestream answering but not copying (its copies do not advance): the unshipped write stays pending", () => {
    const tr = createLagTracker();
    tr.observe({ t: 0, local: local(0, 1000, 0), replica: { index: 0, offset: 1000 }, walMtimeMs: 0, syncs: 10 });
    let r = { lagSeconds: 0 };
    for (let t = 500; t <= 12000; t += 500)
      r = tr.observe({
        t,
        local: local(0, 1000, 0),
        replica: { index: 0, offset: 1000 },
        walMtimeMs: t - 10,
        syncs: 10,
      });
    expect(r.lagSeconds).toBeGreaterThanOrEqual(11);
  });
});
