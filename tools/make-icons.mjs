#!/usr/bin/env node
// Draws the app icons of public/manifest.webmanifest from the logo's geometry (public/logo.svg:
// a 64-unit green rounded square with a white QR-like glyph), with pngjs (4x4 supersampling).
//   public/icons/icon-192.png, icon-512.png   purpose "any": the rounded logo on transparency
//   public/icons/maskable-512.png             purpose "maskable": full-bleed, glyph inside the safe zone
//   public/icons/apple-touch-icon.png         180 px, full-bleed (iOS rounds the corners itself)
// Run `node tools/make-icons.mjs` after changing the logo; the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "icons");
const GREEN = [0x1f, 0x6f, 0x4a];
const WHITE = [0xff, 0xff, 0xff];
// The glyph of logo.svg, as [x, y, w, h] in its 64-unit box.
const GLYPH = [
  [16, 16, 12, 12],
  [36, 16, 12, 12],
  [16, 36, 12, 12],
  [38, 38, 4, 4],
  [44, 44, 4, 4],
  [38, 46, 4, 2],
  [46, 36, 2, 4],
];

function inRoundedSquare(u, v, r) {
  if (r === 0) return u >= 0 && u < 64 && v >= 0 && v < 64;
  const cx = Math.min(Math.max(u, r), 64 - r);
  const cy = Math.min(Math.max(v, r), 64 - r);
  return u >= 0 && u < 64 && v >= 0 && v < 64 && (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
}

/** One icon: `radius` 14 (the logo) or 0 (full bleed); `scale` < 1 shrinks the glyph around the centre. */
function draw(size, { radius, scale = 1 }) {
  const png = new PNG({ width: size, height: size });
  const S = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let j = 0; j < S; j++) {
        for (let i = 0; i < S; i++) {
          const u = ((x + (i + 0.5) / S) * 64) / size;
          const v = ((y + (j + 0.5) / S) * 64) / size;
          if (!inRoundedSquare(u, v, radius)) continue;
          const gu = 32 + (u - 32) / scale;
          const gv = 32 + (v - 32) / scale;
          const c = GLYPH.some(([gx, gy, w, h]) => gu >= gx && gu < gx + w && gv >= gy && gv < gy + h) ? WHITE : GREEN;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const k = (y * size + x) * 4;
      png.data[k] = a ? Math.round(r / a) : 0;
      png.data[k + 1] = a ? Math.round(g / a) : 0;
      png.data[k + 2] = a ? Math.round(b / a) : 0;
      png.data[k + 3] = Math.round((a / (S * S)) * 255);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

fs.mkdirSync(OUT, { recursive: true });
const icons = {
  "icon-192.png": draw(192, { radius: 14 }),
  "icon-512.png": draw(512, { radius: 14 }),
  // Maskable: the glyph must stay inside the central circle of 80 % diameter.
  "maskable-512.png": draw(512, { radius: 0, scale: 0.8 }),
  "apple-touch-icon.png": draw(180, { radius: 0, scale: 0.9 }),
};
for (const [name, data] of Object.entries(icons)) {
  fs.writeFileSync(path.join(OUT, name), data);
  console.log(`public/icons/${name}: ${data.length} bytes`);
}
