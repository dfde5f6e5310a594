// Image decompression bombs (docs/security-and-isolation.md#image-bombs): a tiny file whose header
// declares a huge canvas is refused (400, clear message, nothing stored) as a dish photo, a logo
// and in the menu import, for PNG, JPEG, GIF and WebP; the unused `avatar` field is gone; sane
// images still work and get thumbnails. Without the check, the first ?thumb request for such a file
// ends the process.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, expectStatus, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import { blob, gif, jpeg, png, webp } from "../helpers/images";
import { startOldServer } from "../helpers/old-server";

let server: TestServer;
let owner: Owner;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  categoryId = (await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id })).id;
});

afterAll(async () => {
  await server?.stop();
});

function dishForm(photo: Blob, name: string): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    title: "Soup",
    price: "4.5",
    category: categoryId,
    user: owner.user.id,
    order: "0",
  }))
    fd.set(k, v);
  fd.set("photo", photo, name);
  return fd;
}

async function dishCount(): Promise<number> {
  return (await server.admin.collection("dishes").getList(1, 1, { filter: `user = "${owner.user.id}"` })).totalItems;
}

/** Files stored under the dishes collection (photos and thumbnails). */
function storedDishFiles(collectionId: string): string[] {
  const root = path.join(server.dir, "storage", collectionId);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const BOMBS: [string, Buffer, string][] = [
  ["PNG 100000x100000 (a 69-byte file)", png(100000, 100000), "image/png"],
  ["JPEG 60000x60000", jpeg(60000, 60000), "image/jpeg"],
  ["JPEG 30000x30000 after 200 KB of EXIF", jpeg(30000, 30000, 200_000), "image/jpeg"],
  ["GIF 65535x65535", gif(65535, 65535), "image/gif"],
  ["WebP VP8 16383x16383", webp(16383, 16383, "vp8"), "image/webp"],
  ["WebP VP8L 16384x16384", webp(16384, 16384, "vp8l"), "image/webp"],
  ["WebP VP8X 100000x100000", webp(100000, 100000, "vp8x"), "image/webp"],
];
const EXT: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

describe("image bombs", () => {
  it.each(BOMBS)("refuses a dish photo %s with 400 and stores nothing", async (_name, bytes, type) => {
    const before = await dishCount();
    const body = await expectStatus(
      owner.pb.collection("dishes").create(dishForm(blob(bytes, type), `bomb.${EXT[type]}`)),
      400,
    );
    expect(body.message).toBe("The image was refused.");
    expect(body.data).toMatchObject({ photo: { code: "validation_invalid_image" } });
    expect((body.data as { photo: { message: string } }).photo.message).toMatch(
      /The image is too large \(\d+x\d+ pixels\)/,
    );
    expect(await dishCount()).toBe(before);
  });

  it("refuses a bomb as a photo update and as a logo; the stored values stay", async () => {
    const dish = await owner.pb.collection("dishes").create(dishForm(blob(png(64, 48), "image/png"), "ok.png"));
    const fd = new FormData();
    fd.set("photo", blob(png(100000, 100000), "image/png"), "bomb.png");
    await expectStatus(owner.pb.collection("dishes").update(dish.id, fd), 400);
    expect((await server.admin.collection("dishes").getOne(dish.id)).photo).toBe(dish.photo);

    const logo = new FormData();
    logo.set("logo", blob(gif(65535, 65535), "image/gif"), "logo.gif");
    const body = await expectStatus(owner.pb.collection("users").update(owner.user.id, logo), 400);
    expect((body.data as { logo: { message: string } }).logo.message).toMatch(/too large/);
    expect((await server.admin.collection("users").getOne(owner.user.id)).logo).toBe("");
    // A superuser (the dashboard) is held to the same check.
    await expectStatus(server.admin.collection("users").update(owner.user.id, logo), 400);
  });

  it("accepts sane PNG, JPEG, GIF and WebP images up to the cap, and serves a PNG thumbnail", async () => {
    const ok: [Buffer, string][] = [
      [png(120, 80), "image/png"],
      [jpeg(4032, 3024, 70_000), "image/jpeg"],
      [gif(320, 200), "image/gif"],
      [webp(4096, 4096, "vp8x"), "image/webp"],
    ];
    for (const [bytes, type] of ok) {
      const rec = await owner.pb.collection("dishes").create(dishForm(blob(bytes, type), `ok.${EXT[type]}`));
      expect(rec.photo).toMatch(new RegExp(`\\.${EXT[type]}$`));
    }
    const dish = await owner.pb.collection("dishes").create(dishForm(blob(png(120, 80), "image/png"), "thumb.png"));
    const res = await fetch(`${server.url}/api/files/${dish.collectionId}/${dish.id}/${dish.photo}?thumb=100x100`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("drops the unused avatar field of users and AVIF from the allowed types", async () => {
    const users = await server.admin.collections.getOne("users");
    expect(users.fields.map((f: { name: string }) => f.name)).not.toContain("avatar");
    const logo = users.fields.find((f: { name: string }) => f.name === "logo") as unknown as { mimeTypes: string[] };
    expect(logo.mimeTypes.sort()).toEqual(["image/gif", "image/jpeg", "image/png", "image/webp"]);
    const dishes = await server.admin.collections.getOne("dishes");
    const photo = dishes.fields.find((f: { name: string }) => f.name === "photo") as unknown as { mimeTypes: string[] };
    expect(photo.mimeTypes).not.toContain("image/avif");
  });

  it("refuses a bomb in the menu import: 400 naming the dish, nothing added, no file left", async () => {
    const dishes = await server.admin.collections.getOne("dishes");
    const filesBefore = storedDishFiles(dishes.id).length;
    const before = await dishCount();
    const menu = {
      categories: [{ title: "Imported", order: 0 }],
      dishes: [
        {
          title: "Fine",
          price: 1,
          categoryTitle: "Imported",
          photoBase64: `data:image/png;base64,${png(40, 40).toString("base64")}`,
        },
        {
          title: "Bomb",
          price: 1,
          categoryTitle: "Imported",
          photoBase64: webp(100000, 100000, "vp8x").toString("base64"),
        },
      ],
    };
    const body = await expectStatus(owner.pb.send("/api/menu/import", { method: "POST", body: menu }), 400);
    expect(String(body.message)).toMatch(/the photo of dish 'Bomb'.*too large/i);
    expect(await dishCount()).toBe(before);
    expect(storedDishFiles(dishes.id).length).toBe(filesBefore);
    expect(
      (await server.admin.collection("categories").getList(1, 1, { filter: `title = "Imported"` })).totalItems,
    ).toBe(0);
  });
});

describe("images stored before the check", () => {
  it("an over-cap photo stored by the previous release is removed on upgrade; its thumbnail is never generated", async () => {
    // The code without this fix: no image check, no image migration.
    const old = await startOldServer(["1764300100_image_cap.js"], ["images.pb.js"]);
    let upgraded: TestServer | null = null;
    try {
      const owner = await old.admin.collection("users").create({
        email: "old@test.local",
        password: "owner-password-123",
        passwordConfirm: "owner-password-123",
      });
      const cat = await old.admin.collection("categories").create({ title: "Old", order: 0, user: owner.id });
      const fd = new FormData();
      for (const [k, v] of Object.entries({ title: "Bomb", price: "1", category: cat.id, user: owner.id, order: "0" }))
        fd.set(k, v);
      fd.set("photo", blob(png(100000, 100000), "image/png"), "bomb.png");
      const bomb = await old.admin.collection("dishes").create(fd);
      expect(bomb.photo).toMatch(/\.png$/);
      const fine = new FormData();
      for (const [k, v] of Object.entries({ title: "Fine", price: "1", category: cat.id, user: owner.id, order: "1" }))
        fine.set(k, v);
      fine.set("photo", blob(png(50, 50), "image/png"), "fine.png");
      const kept = await old.admin.collection("dishes").create(fine);
      await old.stop();

      upgraded = await startTestServer({ dir: old.dir });
      // The guest menu asks for exactly this: the server answers (no file) and stays up.
      const thumb = await fetch(
        `${upgraded.url}/api/files/${bomb.collectionId}/${bomb.id}/${bomb.photo}?thumb=100x100`,
      ).catch((e: Error) => e);
      expect((await fetch(`${upgraded.url}/api/health`).catch((e: Error) => e)) instanceof Response).toBe(true);
      expect(thumb instanceof Response && thumb.status).toBe(404);
      const after = await upgraded.admin.collection("dishes").getOne(bomb.id);
      expect(after.photo).toBe("");
      expect(after.title).toBe("Bomb");
      // A sane photo of the same release is kept and thumbnailed.
      expect((await upgraded.admin.collection("dishes").getOne(kept.id)).photo).toBe(kept.photo);
      const ok = await fetch(`${upgraded.url}/api/files/${kept.collectionId}/${kept.id}/${kept.photo}?thumb=100x100`);
      expect(ok.status).toBe(200);
    } finally {
      if (upgraded) await upgraded.stop();
      else {
        await old.stop();
        fs.rmSync(old.dir, { recursive: true, force: true });
      }
    }
  });
});
