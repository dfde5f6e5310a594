#!/usr/bin/env node
// `node scripts/screenshots.mjs`: the screenshots in docs/screenshots/ (linked from the README) of
// the guest menu (the demo venue) and of Orders for a new owner, at 390 px (a phone) and 1280 px
// (a laptop). Starts the product on a free loopback port with the demo venue in a temp dir, takes
// them in Debian's Chromium, stops it. Builds nothing: run `npm run build` first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { ROOT, freePort, startPocketBase } from "./pocketbase.mjs";

const OUT = path.join(ROOT, "docs", "screenshots");
fs.mkdirSync(OUT, { recursive: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-shots-"));
const port = await freePort();
const { child, url } = await startPocketBase({
  dir,
  port,
  stdio: "ignore",
  env: { SEED_DEMO: "1", PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  // A new owner, signed in by the app's own session key.
  const pb = new PocketBase(url);
  const email = `new-owner-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-1", passwordConfirm: "owner-password-1" });
  await pb.collection("users").authWithPassword(email, "owner-password-1");
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });

  for (const width of [390, 1280]) {
    const height = width < 700 ? 844 : 800;
    const guest = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    // The welcome toast is seen once per browser: these show the menu behind it.
    await guest.addCookies([{ name: "draft_welcome", value: "1", url }]);
    await guest.addInitScript(() => localStorage.setItem("draft_welcome_seen", "1"));
    const page = await guest.newPage();
    await page.goto(`${url}/demo/1`, { waitUntil: "networkidle" });
    const close = page.getByRole("button", { name: "Close welcome message" });
    if (await close.isVisible()) await close.click();
    await page.screenshot({ path: path.join(OUT, `guest-menu-${width}.png`) });
    await page.getByRole("button", { name: "Burger", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Burger" })
      .locator("img")
      .evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(OUT, `dish-sheet-${width}.png`) });
    await guest.close();

    const owner = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await owner.addInitScript((v) => localStorage.setItem("draft_session", v), session);
    const orders = await owner.newPage();
    await orders.goto(`${url}/orders`, { waitUntil: "networkidle" });
    await orders.getByRole("region", { name: "Your first hour" }).waitFor();
    await orders.screenshot({ path: path.join(OUT, `orders-new-owner-${width}.png`) });
    await owner.close();
  }
  console.log(`screenshots written to ${path.relative(ROOT, OUT)}`);
} finally {
  await browser.close();
  child.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
