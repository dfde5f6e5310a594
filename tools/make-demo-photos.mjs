#!/usr/bin/env node
// Renders the demo venue's dish pictures and cover (vector art in tools/demo-art/, nothing
// downloaded) to JPEG files in dist/demo-photos/, where the demo migration
// (pb_migrations/1765700100_demo_storefront.js) finds them when it seeds the demo venue. Run by
// `npm run build`; rendered in Debian's Chromium (tools/chromium.mjs), kept in
// node_modules/.cache/demo-photos by the art's hash so a rebuild renders nothing new. Without a
// Chromium it says so and the demo venue simply has no photos.
//
// Also the thumbnails PocketBase would make of them (dist/demo-photos/thumbs/{name}/{WxH}.jpg, the
// sizes of the photo and cover fields): PocketBase re-encodes a thumbnail as a JPEG at quality 95,
// 2 to 3 times the bytes of the same picture at the quality below, which this flat art does not need.
// Drawn from the vector art straight at each size (centre-cropped like PocketBase's default
// thumbnail); pb_migrations/1766700000_demo_thumbs.js puts them where PocketBase looks for a
// thumbnail before making one (docs/storefront.md#demo-venue).
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
/** Thumbnails: smaller is fine for flat art; the cover is the guest page's largest paint. */
const THUMB_QUALITY = 72;
/** The thumbs of the dishes' photo field and of the venue's cover field (pb_migrations/1765700000_storefront.js). */
const DISH_THUMBS = ["100x100", "50x50", "480x320"];
const COVER_THUMBS = ["360x120", "720x240"];

const originals = [
  ...Object.entries(DISH_ART).map(([name, art]) => ({
    name,
    svg: art(),
    width: 480,
    height: 320,
    thumbs: DISH_THUMBS,
  })),
  { name: "cover", svg: coverArt(), width: 1440, height: 480, thumbs: COVER_THUMBS },
];
const jobs = [
  ...originals.map((o) => ({ ...o, out: `${o.name}.jpg`, quality: QUALITY })),
  ...originals.flatMap((o) =>
    o.thumbs.map((size) => {
      const [width, height] = size.split("x").map(Number);
      return {
        ...o,
        width,
        height,
        out: path.join("thumbs", o.name, `${size}.jpg`),
        quality: THUMB_QUALITY,
        thumb: true,
      };
    }),
  ),
];
fs.mkdirSync(OUT, { recursive: true });
fs.mkdirSync(CACHE, { recursive: true });
const cached = (job) =>
  path.join(
    CACHE,
    `${job.name}-${crypto
      .createHash("sha256")
      .update(`${job.quality}|${job.width}x${job.height}|${job.thumb ? "thumb|" : ""}${job.svg}`)
      .digest("hex")
      .slice(0, 16)}.jpg`,
  );

/** The page that draws a job: the art itself, or the art scaled to cover a thumbnail's box, centred. */
function html(job) {
  if (!job.thumb) return `<html><body style="margin:0">${job.svg}</body></html>`;
  const src = `data:image/svg+xml;base64,${Buffer.from(job.svg).toString("base64")}`;
  return (
    `<html><body style="margin:0"><img src="${src}" alt="" ` +
    `style="display:block;width:${job.width}px;height:${job.height}px;object-fit:cover"></body></html>`
  );
}

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
      await page.setContent(html(job));
      if (job.thumb) await page.locator("img").evaluate((img) => img.decode());
      const jpeg = await page.screenshot({ type: "jpeg", quality: job.quality });
      fs.writeFileSync(cached(job), jpeg);
    }
  } finally {
    await browser.close();
  }
}
for (const job of jobs) {
  fs.mkdirSync(path.dirname(path.join(OUT, job.out)), { recursive: true });
  fs.copyFileSync(cached(job), path.join(OUT, job.out));
}
console.log(`demo photos: ${originals.length} and their thumbnails in dist/demo-photos (${todo.length} rendered now)`);
