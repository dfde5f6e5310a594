#!/usr/bin/env node
// Menu import cost (docs/security-and-isolation.md#import-floods), side by side with plain
// PocketBase on the same binary and server: a 7 MB JSON body stored in a bare collection
// (PocketBase's own body handling) against our import of one dish with a 5 MB photo (7 MB of
// base64), and the refusal of an over-limit photo. Loopback only, a fixed small number of requests.
// Prints medians and ratios.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startPocketBase, upsertSuperuser } from "../server/pocketbase.mjs";

const RUNS = Number(process.env.RUNS || 5);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-bench-"));
upsertSuperuser({ dir, email: "bench@local.test", password: "bench-password-1" });
const { child, url } = await startPocketBase({ dir, port: await freePort(), stdio: "ignore" });
const post = (p, body, token) =>
  fetch(url + p, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
    body,
  });
try {
  const admin = (
    await (
      await post(
        "/api/collections/_superusers/auth-with-password",
        JSON.stringify({ identity: "bench@local.test", password: "bench-password-1" }),
      )
    ).json()
  ).token;
  await fetch(url + "/api/settings", {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: admin },
    body: JSON.stringify({ rateLimits: { enabled: false } }),
  });
  await post(
    "/api/collections",
    JSON.stringify({
      name: "bench_plain",
      type: "base",
      createRule: "",
      fields: [{ name: "blob", type: "text", max: 10000000 }],
    }),
    admin,
  );
  await post(
    "/api/collections/users/records",
    JSON.stringify({ email: "o@local.test", password: "owner-password-1", passwordConfirm: "owner-password-1" }),
  );
  const owner = (
    await (
      await post(
        "/api/collections/users/auth-with-password",
        JSON.stringify({ identity: "o@local.test", password: "owner-password-1" }),
      )
    ).json()
  ).token;

  // A 5 MB PNG: a sane 40x40 header padded to size (the server reads only the header).
  const head = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAYAAACM/rhtAAAAKklEQVR4nO3OMQEAAAgDILV/Z03hHhVAM3mS5lUcFAQEBAQEBAQEBAQEfi8WAAFCJDfaAAAAAElFTkSuQmCC",
    "base64",
  );
  const photo = Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 - 1000 - head.length, 7)]).toString("base64");
  const plainBody = JSON.stringify({ blob: "A".repeat(photo.length) });
  const importBody = (i) =>
    JSON.stringify({
      categories: [],
      dishes: [{ title: `Dish ${i}`, price: 1, categoryTitle: "Bench", photoBase64: photo }],
    });
  const refusedBody = JSON.stringify({
    categories: [],
    dishes: [{ title: "Huge", price: 1, categoryTitle: "Bench", photoBase64: "A".repeat(7_100_000) }],
  });

  async function time(label, send, want) {
    const ms = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await send(i);
      ms.push(performance.now() - t0);
      if (res.status !== want) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    ms.sort((a, b) => a - b);
    return ms[Math.floor(RUNS / 2)];
  }
  const plain = await time("plain", () => post("/api/collections/bench_plain/records", plainBody), 200);
  const ours = await time("import", (i) => post("/api/menu/import", importBody(i), owner), 200);
  const refused = await time("refused", () => post("/api/menu/import", refusedBody, owner), 400);
  const mb = (plainBody.length / 1048576).toFixed(1);
  console.log(
    `${new Date().toISOString().slice(0, 10)}  PocketBase ${process.env.POCKETBASE_BIN || "(npm 0.39.0)"}, median of ${RUNS}, loopback`,
  );
  console.log(`plain PocketBase, ${mb} MB JSON into a bare collection: ${plain.toFixed(0)} ms`);
  console.log(
    `menu import, one dish with a 5 MB photo (${mb} MB):    ${ours.toFixed(0)} ms  (x${(ours / plain).toFixed(2)} plain)`,
  );
  console.log(
    `menu import, over-limit photo refused (6.8 MB):      ${refused.toFixed(0)} ms  (x${(refused / plain).toFixed(2)} plain)`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  fs.rmSync(dir, { recursive: true, force: true });
}
