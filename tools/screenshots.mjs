#!/usr/bin/env node
// `npm run screenshots`: every owner and guest screen and state (tools/screen-states.mjs) at
// 390 px (a phone), 820 px (a tablet) and 1280 px (a laptop), full page, into docs/screenshots/
// as <state>-<width>.png. Starts the product on a free loopback port with the demo venue in a temp
// dir, seeds a venue for the owner's screens, takes them in Debian's Chromium, stops it. Builds
// nothing: run `npm run build` first. `--only=orders,tables` limits it to some states;
// `--widths=390,1024` to other widths.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { ROOT, freePort, startPocketBase } from "../server/pocketbase.mjs";
import { SCREENS, openScreen, screenContext, seedScreens } from "./screen-states.mjs";

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const only = arg("only")?.split(",");
const widths = (arg("widths") ?? "390,820,1280").split(",").map(Number);
const OUT = arg("out") ?? path.join(ROOT, "docs", "screenshots");

if (!fs.existsSync(path.join(ROOT, "dist", "index.html"))) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}
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
let failed = 0;
try {
  const seeded = await seedScreens(url);
  for (const state of SCREENS.filter((s) => !only || only.includes(s.name))) {
    for (const width of widths) {
      const context = await screenContext(browser, url, state.who, width, seeded);
      const page = await context.newPage();
      try {
        await openScreen(page, state);
        await page.screenshot({ path: path.join(OUT, `${state.name}-${width}.png`), fullPage: true });
      } catch (e) {
        failed++;
        console.error(`${state.name} at ${width}px: ${e instanceof Error ? e.message.split("\n")[0] : e}`);
      } finally {
        await context.close();
      }
    }
  }
  console.log(`screenshots written to ${path.relative(ROOT, OUT) || OUT}`);
} finally {
  await browser.close();
  child.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
