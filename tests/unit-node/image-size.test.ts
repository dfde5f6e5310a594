// The header reader behind the image-bomb check (pb_hooks/lib/storage/image-size.js, the file PocketBase
// require()s), run in Node on the same files the integration tests upload.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { gif, jpeg, png, webp } from "../helpers/images";

const require = createRequire(import.meta.url);
const lib = require("../../pb_hooks/lib/storage/image-size.js") as {
  imageSize: (
    read: (o: number, n: number) => ArrayLike<number>,
  ) => { type: string; width: number; height: number } | null;
  checkImage: (read: (o: number, n: number) => ArrayLike<number>) => string;
  bytesReader: (b: ArrayLike<number>) => (o: number, n: number) => number[];
};

/** A reader that counts the bytes it hands out (a header check must not read whole files). */
function counting(b: Buffer) {
  const read = lib.bytesReader(b);
  const r = (o: number, n: number) => {
    const out = read(o, n);
    r.bytes += out.length;
    return out;
  };
  r.bytes = 0;
  return r;
}

describe("image-size", () => {
  const cases: [string, (w: number, h: number) => Buffer][] = [
    ["png", png],
    ["jpeg", (w, h) => jpeg(w, h)],
    ["gif", gif],
    ["webp", (w, h) => webp(w, h, "vp8")],
    ["webp", (w, h) => webp(w, h, "vp8l")],
    ["webp", (w, h) => webp(w, h, "vp8x")],
  ];
  it.each(cases)("reads the declared size of a %s header", (type, make) => {
    expect(lib.imageSize(lib.bytesReader(make(640, 480)))).toEqual({ type, width: 640, height: 480 });
    expect(lib.checkImage(lib.bytesReader(make(640, 480)))).toBe("");
    expect(lib.checkImage(lib.bytesReader(make(4096, 4096)))).toBe("");
  });

  it.each(cases)("refuses a %s declaring more than the cap, whatever its byte size", (_type, make) => {
    const bomb = make(16000, 16000);
    expect(bomb.length).toBeLessThan(200);
    expect(lib.checkImage(lib.bytesReader(bomb))).toMatch(/too large \(16000x16000 pixels\)/);
    expect(lib.checkImage(lib.bytesReader(make(4097, 4097)))).toMatch(/too large/);
    expect(lib.checkImage(lib.bytesReader(make(8193, 100)))).toMatch(/too large/);
  });

  it("refuses the 69-byte 100000x100000 PNG and a 65535x65535 JPEG / GIF / VP8X", () => {
    expect(lib.checkImage(lib.bytesReader(png(100000, 100000)))).toMatch(/too large \(100000x100000/);
    expect(lib.checkImage(lib.bytesReader(jpeg(65535, 65535)))).toMatch(/too large/);
    expect(lib.checkImage(lib.bytesReader(gif(65535, 65535)))).toMatch(/too large/);
    expect(lib.checkImage(lib.bytesReader(webp(16777216, 16777216, "vp8x")))).toMatch(/too large/);
  });

  it("walks JPEG segments: a frame header after 300 KB of metadata is found, reading a few bytes", () => {
    const file = jpeg(20000, 20000, 300_000);
    const r = counting(file);
    expect(lib.checkImage(r)).toMatch(/too large \(20000x20000/);
    expect(r.bytes).toBeLessThan(200);
  });

  it("refuses what it cannot read: other formats, truncated headers, zero sizes", () => {
    expect(lib.checkImage(lib.bytesReader(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")))).toMatch(
      /could not be read/,
    );
    expect(lib.checkImage(lib.bytesReader(png(10, 10).subarray(0, 20)))).toMatch(/could not be read/);
    expect(lib.checkImage(lib.bytesReader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2])))).toMatch(/could not be read/);
    expect(lib.checkImage(lib.bytesReader(gif(0, 10)))).toMatch(/declares no size/);
    expect(lib.checkImage(lib.bytesReader(Buffer.alloc(0)))).toMatch(/could not be read/);
  });
});
