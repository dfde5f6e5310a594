// Record create and update bodies (docs/security-and-isolation.md#request-sizes): PocketBase's
// generic record routes decode a whole body (up to the global limit) before any rule or hook, so
// every record create and update takes at most 256 KB, anonymous or signed in, and only the upload
// forms (a dish's photo, the venue's logo) take more, through routes of their own
// (pb_hooks/lib/storage/upload-routes.js) where a form's values and any JSON body are held to 256 KB before
// they are decoded. Each refusal is checked with the server's memory after it (VmRSS of the
// PocketBase process, a generous bound); the time it took is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOwner,
  createSoupMenu,
  expectStatus,
  startTestServer,
  type Owner,
  type TestServer,
} from "../helpers/pocketbase";
import { noisePng } from "../helpers/images";
import { withinMemory } from "../helpers/memory";
import { refused, send as sendRaw } from "../helpers/raw-request";

const MB = 1024 * 1024;
const DISHES = "/api/collections/dishes/records";
const USERS = "/api/collections/users/records";

let server: TestServer;
let owner: Owner;
let categoryId: string;
let dishId: string;

const send = (method: string, path: string, body: string | Uint8Array[], headers: Record<string, string> = {}) =>
  sendRaw(server.url, method, path, body, headers);

/** About `bytes` of JSON: an object whose `title` is an array of many small values. */
function flood(bytes: number, extra: Record<string, unknown> = {}): string {
  const head = JSON.stringify(extra).slice(0, -1);
  return (
    (head === "{" ? "{" : head + ",") +
    '"title":[' +
    Array(Math.floor(bytes / 2))
      .fill("1")
      .join(",") +
    "]}"
  );
}

/** A multipart body by hand: `fields` as values, `files` as file parts. */
function multipart(fields: [string, string][], files: [string, Buffer][] = []): { body: string; type: string } {
  const boundary = "----draft" + Math.random().toString(16).slice(2);
  let body = "";
  for (const [name, value] of fields) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  for (const [name, bytes] of files) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
    body += bytes.toString("latin1") + "\r\n";
  }
  return { body: body + `--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const photo = (bytes: number) => new Blob([new Uint8Array(noisePng(bytes))], { type: "image/png" });

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server);
  const menu = await createSoupMenu(owner);
  categoryId = menu.categoryId;
  dishId = menu.dish.id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("a record create or update takes at most 256 KB of JSON, before PocketBase decodes it", () => {
  it("routes the upload collections by their ids, which the hooks know before the database is open", async () => {
    expect((await server.admin.collections.getOne("dishes")).id).toBe("pbc_1868475923");
    expect((await server.admin.collections.getOne("users")).id).toBe("_pb_users_auth_");
  });

  it("refuses a 5 MB JSON sign-up at once (413), creates nothing, and the memory stays", async () => {
    const email = `flood-${Date.now()}@test.local`;
    const body = flood(5 * MB, { email, password: "flood-password-1", passwordConfirm: "flood-password-1" });
    expect(body.length).toBeGreaterThan(5 * MB - 1024);
    const res = await withinMemory(server.pid(), "5 MB JSON sign-up", () => send("POST", USERS, body));
    console.log(`5 MB JSON sign-up: ${res.status} in ${res.ms} ms`);
    expect(refused(413)).toContain(res.status);
    expect((await server.admin.collection("users").getList(1, 1, { filter: `email = "${email}"` })).totalItems).toBe(0);
  });

  it("refuses an owner's 5 MB JSON dish create and update, and a 5 MB JSON account update (413)", async () => {
    const auth = { Authorization: owner.pb.authStore.token };
    const before = await server.admin.collection("dishes").getList(1, 1, { filter: `user = "${owner.user.id}"` });
    const body = flood(5 * MB, { user: owner.user.id, category: categoryId, price: 1 });
    const cases: [string, string][] = [
      ["POST", DISHES],
      ["POST", "/api/collections/pbc_1868475923/records"],
      ["POST", "/api/collections/DISHES/records"],
      ["PATCH", `${DISHES}/${dishId}`],
      ["PATCH", `${USERS}/${owner.user.id}`],
      ["PATCH", `/api/collections/_pb_users_auth_/records/${owner.user.id}`],
      ["POST", "/api/collections/categories/records"],
      ["PATCH", `/api/collections/categories/records/${categoryId}`],
    ];
    for (const [method, path] of cases) {
      const res = await withinMemory(server.pid(), `5 MB JSON ${method} ${path}`, () => send(method, path, body, auth));
      console.log(`5 MB JSON ${method} ${path} (owner): ${res.status} in ${res.ms} ms`);
      expect(refused(413), `${method} ${path}`).toContain(res.status);
    }
    const after = await server.admin.collection("dishes").getList(1, 1, { filter: `user = "${owner.user.id}"` });
    expect(after.totalItems).toBe(before.totalItems);
    expect((await server.admin.collection("dishes").getOne(dishId)).title).toBe("Soup");
  });

  it("refuses a multipart form whose values are over 256 KB (413), whatever the file", async () => {
    const auth = { Authorization: owner.pb.authStore.token };
    const tiny = Array(100_000).fill("1").join(",");
    const payloads: [string, { body: string; type: string }][] = [
      ["5 MB @jsonPayload", multipart([["@jsonPayload", flood(5 * MB, { user: owner.user.id })]])],
      ["300 KB title and a photo", multipart([["title", "x".repeat(300 * 1024)]], [["photo", noisePng(MB)]])],
      ["many small values", multipart(Array.from({ length: 900 }, (_, i) => [`f${i}`, tiny.slice(0, 400)]))],
    ];
    for (const [what, { body, type }] of payloads) {
      for (const [method, path] of [
        ["POST", DISHES],
        ["PATCH", `${DISHES}/${dishId}`],
        ["PATCH", `${USERS}/${owner.user.id}`],
      ]) {
        const res = await withinMemory(server.pid(), `${what} ${method} ${path}`, () =>
          send(method, path, body, { ...auth, "Content-Type": type }),
        );
        console.log(`${what} ${method} ${path}: ${res.status} in ${res.ms} ms`);
        expect(refused(413), `${what} ${method} ${path}`).toContain(res.status);
      }
    }
    expect((await server.admin.collection("dishes").getOne(dishId)).title).toBe("Soup");
  });

  it("takes a form sent without a length (chunked), and refuses other bodies without one (411)", async () => {
    const auth = { Authorization: owner.pb.authStore.token };
    const { body, type } = multipart([["menuTitle", "Chunked"]], [["logo", noisePng(MB)]]);
    const chunks = [Buffer.from(body.slice(0, 1000), "latin1"), Buffer.from(body.slice(1000), "latin1")];
    const form = await send("PATCH", `${USERS}/${owner.user.id}`, chunks, { ...auth, "Content-Type": type });
    expect(form.status).toBe(200);
    expect(form.json.menuTitle).toBe("Chunked");
    const json = await send(
      "PATCH",
      `${USERS}/${owner.user.id}`,
      [new TextEncoder().encode('{"menuTitle":"x"}')],
      auth,
    );
    expect(refused(411)).toContain(json.status);
    expect((await server.admin.collection("users").getOne(owner.user.id)).menuTitle).toBe("Chunked");
  });

  it("answers an upload without a session as the rules do (400 create, 404 update), unread", async () => {
    const { body, type } = multipart(
      [
        ["title", "Guest"],
        ["user", owner.user.id],
      ],
      [["photo", noisePng(3 * MB)]],
    );
    const create = await send("POST", DISHES, body, { "Content-Type": type });
    expect(refused(400)).toContain(create.status);
    const update = await send("PATCH", `${DISHES}/${dishId}`, body, { "Content-Type": type });
    expect(refused(404)).toContain(update.status);
    const guest = server.client();
    await expectStatus(guest.collection("dishes").create({ title: "x", user: owner.user.id, price: 1 }), 400);
    await expectStatus(guest.collection("users").update(owner.user.id, { menuTitle: "x" }), 404);
  });
});

describe("the upload forms keep working through the SDK's generic create and update", () => {
  it("creates and updates a dish with a 3 MB photo, with the dish hooks' defaults", async () => {
    const form = new FormData();
    form.set("title", "Photo dish");
    form.set("price", "2.5");
    form.set("user", owner.user.id);
    form.set("category", categoryId);
    form.set("photo", photo(3 * MB), "dish.png");
    const created = await owner.pb.collection("dishes").create(form, { expand: "category" });
    expect(created.photo).toMatch(/\.png$/);
    expect(created.available).toBe(true); // dishes.pb.js: a new dish is on sale
    expect(created.expand?.category?.id).toBe(categoryId); // the enriched answer
    const again = new FormData();
    again.set("title", "Photo dish 2");
    again.set("photo", photo(3 * MB), "dish2.png");
    const updated = await owner.pb.collection("dishes").update(created.id, again);
    expect(updated.title).toBe("Photo dish 2");
    expect(updated.photo).toMatch(/\.png$/);
    expect(updated.photo).not.toBe(created.photo);
    const res = await fetch(server.url + `/api/files/dishes/${created.id}/${updated.photo as string}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(3 * MB - 100 * 1024);
    // A superuser's dashboard addresses the collection by its id: the same route.
    const byId = new FormData();
    byId.set("photo", photo(2 * MB), "admin.png");
    const adminUpdated = await server.admin.collection("pbc_1868475923").update(created.id, byId);
    expect(adminUpdated.photo).toMatch(/^admin.*\.png$/);
    // The rules still hold there: another owner cannot update it, nor create one for this owner.
    const other = await createOwner(server);
    await expectStatus(other.pb.collection("dishes").update(created.id, again), 404);
    const theirs = new FormData();
    theirs.set("title", "Not mine");
    theirs.set("user", owner.user.id);
    theirs.set("photo", photo(MB), "x.png");
    await expectStatus(other.pb.collection("dishes").create(theirs), 400);
  });

  it("updates the venue's logo with a 3 MB picture, and a plain JSON update still works", async () => {
    const form = new FormData();
    form.set("menuTitle", "Logo venue");
    form.set("logo", photo(3 * MB), "logo.png");
    const updated = await owner.pb.collection("users").update(owner.user.id, form);
    expect(updated.logo).toMatch(/\.png$/);
    expect(updated.menuTitle).toBe("Logo venue");
    const plain = await owner.pb.collection("users").update(owner.user.id, { menuTitle: "Plain" });
    expect(plain.menuTitle).toBe("Plain");
    expect(plain.logo).toBe(updated.logo);
    // The PIN stays hidden (users.pb.js) in what the route answers.
    expect(plain.pin).toBeUndefined();
  });
});
