// Public links (docs/menu-and-serving-windows.md#old-links, pb_hooks/lib/shared/venues.js, lib/shared/slug.js):
// a venue keeps at most 5 old links, and the sign-up's search for a free link is bounded however
// many variants of the wanted link are held.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, expectStatus, startTestServer, type TestServer } from "../helpers/pocketbase";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("old links per venue", () => {
  it("5 old links at most, with a clear message at the cap; a release or a switch back makes room", async () => {
    const stamp = Date.now();
    const o = await createOwner(server, { email: `cap${stamp}@test.local` });
    const first = o.user.publicLink as string;
    const change = (publicLink: string) => o.pb.collection("users").update(o.user.id, { publicLink });
    for (let i = 1; i <= 5; i++) await change(`${first}-v${i}`);
    const links = () => o.pb.send<{ current: string; old: { link: string }[] }>("/api/venue/links", {});
    expect((await links()).old).toHaveLength(5);

    const refused = await expectStatus(change(`${first}-v6`), 400);
    expect(refused.message).toBe(
      "You already keep 5 old links: release one under Old links before you change the link again.",
    );
    expect((refused.data as Record<string, { code: string }>).publicLink.code).toBe("validation_too_many_old_links");
    const after = await links();
    expect(after.current).toBe(`${first}-v5`);
    expect(after.old).toHaveLength(5);
    // Nothing of the refused change stayed: the link is free for anybody.
    const other = await createOwner(server);
    await other.pb.collection("users").update(other.user.id, { publicLink: `${first}-v6` });

    // Going back to an old link keeps the count: the current one becomes old in its place.
    await change(first);
    expect((await links()).old.map((l) => l.link).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `${first}-v${i}`).sort());

    // A released link makes room for one more.
    await o.pb.send("/api/venue/links/release", { method: "POST", body: { link: `${first}-v1` } });
    await change(`${first}-v7`);
    expect((await links()).old).toHaveLength(5);
  });
});

describe("the free-link search at sign-up", () => {
  it("numbered variants first, in order", async () => {
    const stamp = Date.now();
    const a = await createOwner(server, { email: `num${stamp}@test.local` });
    const b = await createOwner(server, { email: `num${stamp}@other.test` });
    const c = await createOwner(server, { email: `num${stamp}@third.test` });
    expect([a.user.publicLink, b.user.publicLink, c.user.publicLink]).toEqual([
      `num${stamp}`,
      `num${stamp}-2`,
      `num${stamp}-3`,
    ]);
  });

  it("still finds a link when 10,000 variants of the wanted one are held", async () => {
    const squatter = await createOwner(server);
    const root = `squat${Date.now()}`;
    // The squatter's variants go straight into the database: root, root-2 ... root-10000.
    execFileSync("sqlite3", [path.join(server.dir, "data.db")], {
      input:
        ".timeout 10000\n" +
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) " +
        "INSERT INTO venue_links (id, link, user, created) " +
        `SELECT substr(lower(hex(randomblob(8))), 1, 15), CASE WHEN i = 1 THEN '${root}' ELSE '${root}-' || i END, ` +
        `'${squatter.user.id}', strftime('%Y-%m-%d %H:%M:%fZ', 'now') FROM n;\n`,
    });
    const o = await createOwner(server, { email: `${root}@test.local` });
    expect(o.user.publicLink).toMatch(new RegExp(`^${root}-[a-z0-9]{5}$`));
    const menu = await fetch(`${server.url}/api/menu/${o.user.publicLink as string}`);
    expect(menu.status).toBe(200);
  });
});
