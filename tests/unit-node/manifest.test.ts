// Installable for owners (docs/push.md#installable-app): a web app manifest with PNG icons, linked
// from index.html, so an owner can add the app to a phone's Home Screen (iPhones deliver Web Push
// only to installed web apps). Icons come from tools/make-icons.mjs.
import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "public/manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

function png(src: string) {
  return PNG.sync.read(fs.readFileSync(path.join(root, "public", src)));
}

describe("public/manifest.webmanifest", () => {
  it("opens the owner's orders, standalone, in the product's colour", () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/orders");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#1f6f4a");
  });

  it("has PNG icons of 192 and 512 px and a maskable one, each of the size it claims", () => {
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const img = png(icon.src);
      expect(`${img.width}x${img.height}`).toBe(icon.sizes);
    }
    // Maskable: full bleed (no transparent corner), so the platform's mask never shows a hole.
    const maskable = png(manifest.icons.find((i) => i.purpose === "maskable")!.src);
    expect(maskable.data[3]).toBe(255);
  });

  it("index.html links the manifest and a 180 px apple-touch-icon", () => {
    const html = fs.readFileSync(path.join(root, "index.html"), "utf8");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const m = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html);
    expect(m).not.toBeNull();
    const img = png(m![1].slice(1));
    expect([img.width, img.height]).toEqual([180, 180]);
  });
});
