// Image files for the image-bomb tests: a real small image of each type, and header-only files
// that declare any size (a "decompression bomb" is exactly such a header: tiny file, huge canvas).
import zlib from "node:zlib";
import { PNG } from "pngjs";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG declaring width x height; a real, decodable image when small (pixels are grey). */
export function png(width: number, height: number): Buffer {
  if (width * height <= 256 * 256) {
    const img = new PNG({ width, height });
    img.data.fill(128);
    return PNG.sync.write(img);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    sig,
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG header declaring width x height (SOF0), after an APP0 and an optional large APP1. */
export function jpeg(width: number, height: number, app1Bytes = 0): Buffer {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  const app0 = Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "binary");
  parts.push(Buffer.from([0xff, 0xe0, 0, app0.length + 2]), app0);
  // Large metadata segments (EXIF) come before the frame header in real photos.
  for (let left = app1Bytes; left > 0; left -= 65000) {
    const n = Math.min(left, 65000);
    const seg = Buffer.alloc(4 + n);
    seg[0] = 0xff;
    seg[1] = 0xe1;
    seg.writeUInt16BE(n + 2, 2);
    parts.push(seg);
  }
  const sof = Buffer.alloc(19);
  sof[0] = 0xff;
  sof[1] = 0xc0;
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  parts.push(sof, Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** A GIF89a declaring a width x height logical screen (a 1x1 frame). */
export function gif(width: number, height: number): Buffer {
  const b = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from("WEBP"), ...chunks]);
  const head = Buffer.alloc(8);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
function webpChunk(id: string, data: Buffer): Buffer {
  const h = Buffer.alloc(8);
  h.write(id, 0, "ascii");
  h.writeUInt32LE(data.length, 4);
  return Buffer.concat([h, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A WebP declaring width x height: "vp8" (lossy, max 16383), "vp8l" (lossless) or "vp8x" (extended canvas). */
export function webp(width: number, height: number, kind: "vp8" | "vp8l" | "vp8x" = "vp8"): Buffer {
  const vp8 = (w: number, h: number) => {
    const d = Buffer.alloc(20);
    d[3] = 0x9d;
    d[4] = 0x01;
    d[5] = 0x2a;
    d.writeUInt16LE(w & 0x3fff, 6);
    d.writeUInt16LE(h & 0x3fff, 8);
    return webpChunk("VP8 ", d);
  };
  if (kind === "vp8") return riff([vp8(width, height)]);
  if (kind === "vp8l") {
    const d = Buffer.alloc(10);
    d[0] = 0x2f;
    d.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    return riff([webpChunk("VP8L", d)]);
  }
  const x = Buffer.alloc(10);
  x.writeUIntLE(width - 1, 4, 3);
  x.writeUIntLE(height - 1, 7, 3);
  return riff([webpChunk("VP8X", x), vp8(1, 1)]);
}

/** A Blob for a multipart upload. */
export function blob(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/**
 * A real RGB PNG of noise of about `bytes` bytes (width 1200, stored uncompressed: deflate level 0),
 * e.g. a photo at the upload cap.
 */
export function noisePng(bytes: number): Buffer {
  const width = 1200;
  const height = Math.max(1, Math.floor(bytes / (width * 3 + 1)));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
