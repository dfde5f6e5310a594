#!/usr/bin/env node
// Renders the demo venue's dish pictures and cover (vector art in scripts/demo-art/, nothing
// downloaded) to JPEG files in dist/demo-photos/, where the demo migration
// (pb_migrations/1765700100_demo_storefront.js) finds them when it seeds the demo venue. Run by
// `npm run build`; rendered in Debian's Chromium (scripts/chromium.mjs), kept in
// node_modules/.cache/demo-photos by the art's hash so a rebuild renders nothing new. Without a
// Chromium it says so and the demo venue simply has no photos.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { DISH_ART, coverArt } from "./demo-art/dishes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "dist", "demo-photos");
const CACHE = path.join(ROOT, "node_modules", ".cache", "demo-photos");
const QUALITY = 82;

const jobs = [
  ...Object.entries(DISH_ART).map(([name, art]) => ({ name, svg: art(), width: 480, height: 320 })),
  { name: "cover", svg: coverArt(), width: 1440, height: 480 },
];
fs.mkdirSync(OUT, { recursive: true });
fs.mkdirSync(CACHE, { recursive: true });
const cached = (job) =>
  path.join(
    CACHE,
    `${job.name}-${crypto.createHash("sha256").update(`${QUALITY}|${job.svg}`).digest("hex").slice(0, 16)}.jpg`,
  );
const todo = jobs.filter((j) => !fs.existsSync(cached(j)));

if (todo.length) {
  let browser;
  try {
    const { chromium } = await import("@playwright/test");
    browser = await chromium.launch(CHROMIUM_LAUNCH);
  } catch (err) {
    console.warn(`demo photos: no Chromium to render them (${String(err).split("\n")[0]}); the demo venue gets none.`);
    process.exit(0);
  }
  try {
    const page = await browser.newPage();
    for (const job of todo) {
      await page.setViewportSize({ width: job.width, height: job.height });
      await page.setContent(`<html><body style="margin:0">${job.svg}</body></html>`);
      const jpeg = await page.screenshot({ type: "jpeg", quality: QUALITY });
      fs.writeFileSync(cached(job), jpeg);
    }
  } finally {
    await browser.close();
  }
}
for (const job of jobs) fs.copyFileSync(cached(job), path.join(OUT, `${job.name}.jpg`));
console.log(`demo photos: ${jobs.length} in dist/demo-photos (${todo.length} rendered now)`);
