// Every 400 that names a field, as the client receives it (raw body, byte for byte). These bodies
// come from pb_hooks/lib/shared/errors.js now; they were recorded from the hooks that built them by hand
// before it, so the helper provably changed nothing a client sees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, startTestServer, type Owner, type TestServer } from "../helpers/pocketbase";
import { blob, png } from "../helpers/images";

let server: TestServer;
let a: Owner;
let b: Owner;
let pinOwner: Owner;
let categoryB = "";
let dish = "";

/** The raw answer of a request (JSON body, or multipart when `form` is given). */
async function raw(path: string, method: string, body: unknown, who?: Owner, form?: FormData) {
  const headers: Record<string, string> = {};
  if (who) headers.Authorization = who.pb.authStore.token;
  if (!form) headers["Content-Type"] = "application/json";
  const res = await fetch(server.url + path, { method, headers, body: form ?? JSON.stringify(body) });
  return `${res.status} ${await res.text()}`;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOwner(server);
  b = await createOwner(server);
  pinOwner = await createOwner(server);
  await a.pb.collection("tables").create({ user: a.user.id, tableNumber: 1 });
  const cat = await a.pb.collection("categories").create({ title: "Mains", order: 0, user: a.user.id });
  categoryB = (await b.pb.collection("categories").create({ title: "Mains", order: 0, user: b.user.id })).id;
  dish = (await a.pb.collection("dishes").create({ title: "Soup", price: 4.5, category: cat.id, user: a.user.id })).id;
  await raw("/api/pin/change", "POST", { pin: "1234" }, pinOwner);
});
afterAll(async () => {
  await server?.stop();
});

describe("a 400 naming a field keeps its exact body", () => {
  it("support form: several fields", async () => {
    expect(await raw("/supportemail", "POST", {})).toMatchInlineSnapshot(`
      "400 {"data":{"email":{"code":"validation_invalid_email","message":"Enter a valid email address."},"text":{"code":"validation_required","message":"Message is required."}},"message":"Please check the form.","status":400}
      "
    `);
  });

  it("PIN routes", async () => {
    expect(await raw("/api/pin/change", "POST", { pin: "12" }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"pin":{"code":"validation_pin_format","message":"PIN must be a 4-digit number."}},"message":"PIN must be a 4-digit number.","status":400}
      "
    `);
    expect(await raw("/api/pin/verify", "POST", { pin: "0000" }, pinOwner)).toMatchInlineSnapshot(`
      "400 {"data":{"pin":{"code":"validation_incorrect_pin","message":"Incorrect PIN."}},"message":"Incorrect PIN.","status":400}
      "
    `);
    expect(await raw("/api/account/delete", "POST", { password: "wrong-password" }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"password":{"code":"validation_invalid_password","message":"Wrong password."}},"message":"Wrong password.","status":400}
      "
    `);
  });

  it("users record: sign-up and updates", async () => {
    const signUp = {
      email: "pin-at-signup@test.local",
      password: "owner-password-123",
      passwordConfirm: "owner-password-123",
      pin: "1234",
    };
    expect(await raw("/api/collections/users/records", "POST", signUp)).toMatchInlineSnapshot(`
      "400 {"data":{"pin":{"code":"validation_pin_on_create","message":"Set a PIN in Settings after signing in."}},"message":"Set a PIN in Settings after signing in.","status":400}
      "
    `);
    const users = `/api/collections/users/records/${a.user.id}`;
    expect(await raw(users, "PATCH", { kitchenAmberMinutes: 20, kitchenRedMinutes: 10 }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"kitchenRedMinutes":{"code":"validation_kitchen_red","message":"Red must come after amber (more minutes)."}},"message":"Red must come after amber (more minutes).","status":400}
      "
    `);
    expect(await raw(users, "PATCH", { pin: "12" }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"pin":{"code":"validation_pin_format","message":"PIN must be a 4-digit number."}},"message":"PIN must be a 4-digit number.","status":400}
      "
    `);
    expect(await raw(users, "PATCH", { publicLink: "login" }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"publicLink":{"code":"validation_reserved","message":"This public link is reserved. Choose another one."}},"message":"This public link is reserved. Choose another one.","status":400}
      "
    `);
    expect(await raw(users, "PATCH", { timeZone: "Mars/Olympus_Mons" }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"timeZone":{"code":"validation_invalid_time_zone","message":"Unknown time zone."}},"message":"Unknown time zone: use an IANA name such as Europe/Berlin.","status":400}
      "
    `);
    expect(await raw(users, "PATCH", { publicLink: b.user.publicLink }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"publicLink":{"code":"validation_link_taken","message":"This public link is taken. Choose another one."}},"message":"This public link is taken. Choose another one.","status":400}
      "
    `);
  });

  it("orders: create and edit", async () => {
    const orders = "/api/collections/orders/records";
    const order = { userSlug: a.user.publicLink, tableSlug: "1", items: [{ dishId: dish, count: 1 }] };
    expect(await raw(orders, "POST", { ...order, tableSlug: "99" })).toMatchInlineSnapshot(`
      "400 {"data":{"tableSlug":{"code":"validation_invalid_tableSlug","message":"Unknown table: this venue has no table 99."}},"message":"Unknown table: this venue has no table 99.","status":400}
      "
    `);
    expect(await raw(orders, "POST", { ...order, started: true })).toMatchInlineSnapshot(`
      "400 {"data":{"started":{"code":"validation_invalid_started","message":"A new order cannot be started already."}},"message":"A new order cannot be started already.","status":400}
      "
    `);
    expect(await raw(orders, "POST", { ...order, items: [{ dishId: dish, count: 100 }] })).toMatchInlineSnapshot(`
      "400 {"data":{"items":{"code":"validation_invalid_items","message":"Each count must be a whole number from 1 to 99."}},"message":"Each count must be a whole number from 1 to 99.","status":400}
      "
    `);
    const created = JSON.parse((await raw(orders, "POST", order)).slice(4)) as { id: string };
    await raw(`${orders}/${created.id}`, "PATCH", { started: true }, a);
    expect(await raw(`${orders}/${created.id}`, "PATCH", { started: false }, a)).toMatchInlineSnapshot(`
      "400 {"data":{"started":{"code":"validation_invalid_started","message":"A started order cannot be un-started."}},"message":"A started order cannot be un-started.","status":400}
      "
    `);
  });

  it("relations, push subscriptions, images", async () => {
    const dishes = "/api/collections/dishes/records";
    expect(await raw(dishes, "POST", { title: "X", price: 1, category: categoryB, user: a.user.id }, a))
      .toMatchInlineSnapshot(`
      "400 {"data":{"category":{"code":"validation_foreign_relation","message":"Unknown category: it must be one of your own records."}},"message":"Unknown category: it must be one of your own records.","status":400}
      "
    `);
    const sub = { user: a.user.id, endpoint: "https://example.com/push/1", p256dh: "x", auth: "y" };
    expect(await raw("/api/collections/push_subscriptions/records", "POST", sub, a)).toMatchInlineSnapshot(`
      "400 {"data":{"endpoint":{"code":"validation_invalid_push_subscription","message":"The push endpoint must belong to a browser push service (Google FCM, Mozilla, Apple or Windows)."}},"message":"The push endpoint must belong to a browser push service (Google FCM, Mozilla, Apple or Windows).","status":400}
      "
    `);
    const logo = new FormData();
    logo.set("logo", blob(png(100000, 100000), "image/png"), "logo.png");
    expect(await raw(`/api/collections/users/records/${a.user.id}`, "PATCH", null, a, logo)).toMatchInlineSnapshot(`
      "400 {"data":{"logo":{"code":"validation_invalid_image","message":"The image is too large (100000x100000 pixels). Images may have at most 8192 pixels on a side and 16 megapixels in all (e.g. 4096x4096)."}},"message":"The image was refused.","status":400}
      "
    `);
  });
});
