// The demo venue's thumbnails drawn at build time (tools/make-demo-photos.mjs) are the ones
// PocketBase serves (migration 1766700000_demo_thumbs.js, docs/storefront.md#demo-venue): the
// cover's and a dish's drawn thumbnail comes back byte for byte; a size or a dish without a drawn
// thumbnail is still made by PocketBase. The build is a small fixture (DRAFT_DIST_DIR).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/pocketbase";

/** An 8x8 JPEG (the "original" photo) and another (the drawn thumbnail), made with ImageMagick. */
const PHOTO = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAABv/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AcAc1v//Z",
  "base64",
);
const DRAWN = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD//gAHZHJhd27/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAABP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AEeAo/9k=",
  "base64",
);

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "draft-dist-"));
  const photos = path.join(dist, "demo-photos");
  for (const name of ["cover", "tomato-soup", "bruschetta"]) {
    fs.mkdirSync(path.join(photos, "thumbs", name), { recursive: true });
    fs.writeFileSync(path.join(photos, `${name}.jpg`), PHOTO);
  }
  fs.writeFileSync(path.join(photos, "thumbs", "cover", "360x120.jpg"), DRAWN);
  fs.writeFileSync(path.join(photos, "thumbs", "tomato-soup", "100x100.jpg"), DRAWN);
  // Not a size: never stored.
  fs.writeFileSync(path.join(photos, "thumbs", "tomato-soup", "notes.txt"), "x");
  server = await startTestServer({ env: { DRAFT_DIST_DIR: dist, SEED_DEMO: "1", DEMO_PASSWORD: "demo-thumbs-1" } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function file(collection: string, id: string, name: string, thumb: string) {
  const res = await fetch(`${server.url}/api/files/${collection}/${id}/${name}?thumb=${thumb}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("the demo venue's drawn thumbnails", () => {
  it("are served instead of PocketBase's own; other sizes and dishes get PocketBase's", async () => {
    const venue = await server.admin.collection("users").getFirstListItem("publicLink = 'demo'");
    expect(venue.cover).toBeTruthy();
    expect(await file(venue.collectionId, venue.id, venue.cover, "360x120")).toEqual(DRAWN);
    const made = await file(venue.collectionId, venue.id, venue.cover, "720x240");
    expect(made.equals(DRAWN) || made.equals(PHOTO)).toBe(false);
    expect(made.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const soup = await server.admin.collection("dishes").getFirstListItem("title = 'Tomato soup'");
    expect(await file(soup.collectionId, soup.id, soup.photo, "100x100")).toEqual(DRAWN);
    expect((await file(soup.collectionId, soup.id, soup.photo, "50x50")).equals(DRAWN)).toBe(false);
    const bread = await server.admin.collection("dishes").getFirstListItem("title = 'Bruschetta'");
    expect((await file(bread.collectionId, bread.id, bread.photo, "100x100")).equals(DRAWN)).toBe(false);
  });
});
