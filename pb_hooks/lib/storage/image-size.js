// Declared pixel dimensions of an image, read from its header only
// (docs/security-and-isolation.md#image-bombs). A 69-byte PNG can declare 100000x100000 pixels;
// PocketBase's thumbnailer would try to decode it into 40 GB and the process dies. So every image
// we accept is checked here first, and one over the cap is refused whatever its byte size.
//
// Plain JavaScript (runs in PocketBase's goja VM and in Node for the unit tests). The caller passes
// `read(offset, length)`, returning an array-like of byte values (shorter at the end of the file):
// a JPEG is walked segment by segment, so only a few bytes are ever read, never the whole file.

const MAX_SIDE = 8192;
const MAX_PIXELS = 4096 * 4096; // 16.7 megapixels
const MAX_JPEG_SEGMENTS = 2000;
const MAX_WEBP_CHUNKS = 200;

function u16be(b, i) {
  return (b[i] << 8) | b[i + 1];
}
function u16le(b, i) {
  return b[i] | (b[i + 1] << 8);
}
function u24le(b, i) {
  return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
}
function u32be(b, i) {
  return b[i] * 16777216 + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
}
function u32le(b, i) {
  return b[i + 3] * 16777216 + ((b[i + 2] << 16) | (b[i + 1] << 8) | b[i]);
}
function ascii(b, i, n) {
  let s = "";
  for (let k = 0; k < n; k++) s += String.fromCharCode(b[i + k]);
  return s;
}
function has(b, n) {
  return b && b.length >= n;
}

function png(read) {
  const b = read(0, 24);
  if (!has(b, 24) || ascii(b, 12, 4) !== "IHDR") return null;
  return { type: "png", width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(read) {
  const b = read(0, 10);
  if (!has(b, 10)) return null;
  return { type: "gif", width: u16le(b, 6), height: u16le(b, 8) };
}

function jpeg(read) {
  let pos = 2;
  for (let n = 0; n < MAX_JPEG_SEGMENTS; n++) {
    const b = read(pos, 9);
    if (!has(b, 2)) return null;
    if (b[0] !== 0xff) return null;
    const marker = b[1];
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2; // standalone marker, no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
    if (!has(b, 4)) return null;
    const len = u16be(b, 2);
    if (len < 2) return null;
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) {
      if (!has(b, 9)) return null;
      return { type: "jpeg", width: u16be(b, 7), height: u16be(b, 5) };
    }
    pos += 2 + len;
  }
  return null;
}

// RIFF chunks: the VP8X canvas and every VP8/VP8L frame header found are checked (the largest counts).
function webp(read) {
  const head = read(0, 12);
  if (!has(head, 12)) return null;
  const end = u32le(head, 4) + 8;
  let pos = 12;
  let width = 0;
  let height = 0;
  let found = false;
  for (let n = 0; n < MAX_WEBP_CHUNKS && pos + 8 <= end; n++) {
    const b = read(pos, 30);
    if (!has(b, 8)) break;
    const id = ascii(b, 0, 4);
    const size = u32le(b, 4);
    let w = -1;
    let h = -1;
    if (id === "VP8X" && has(b, 18)) {
      w = u24le(b, 12) + 1;
      h = u24le(b, 15) + 1;
    } else if (id === "VP8 " && has(b, 18)) {
      if (b[11] !== 0x9d || b[12] !== 0x01 || b[13] !== 0x2a) return null;
      w = u16le(b, 14) & 0x3fff;
      h = u16le(b, 16) & 0x3fff;
    } else if (id === "VP8L" && has(b, 13)) {
      if (b[8] !== 0x2f) return null;
      const bits = u32le(b, 9);
      w = (bits & 0x3fff) + 1;
      h = ((bits >>> 14) & 0x3fff) + 1;
    } else if (id === "ANMF" && has(b, 20)) {
      w = u24le(b, 14) + 1;
      h = u24le(b, 17) + 1;
    }
    if (w >= 0) {
      found = true;
      if (w * h > width * height || w > width || h > height) {
        width = Math.max(width, w);
        height = Math.max(height, h);
      }
    }
    // ANMF frames hold their own sub-chunks: step into them, else skip the chunk (padded to even).
    pos += id === "ANMF" ? 8 + 16 : 8 + size + (size % 2);
  }
  return found ? { type: "webp", width: width, height: height } : null;
}

/**
 * The image type and declared size, or null when the header is not a PNG, JPEG, GIF or WebP one.
 * @param {(offset: number, length: number) => ArrayLike<number>} read
 * @returns {{ type: string, width: number, height: number } | null}
 */
function imageSize(read) {
  const b = read(0, 16);
  if (!has(b, 4)) return null;
  if (b[0] === 0x89 && ascii(b, 1, 3) === "PNG") return png(read);
  if (b[0] === 0xff && b[1] === 0xd8) return jpeg(read);
  if (ascii(b, 0, 4) === "GIF8") return gif(read);
  if (has(b, 12) && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return webp(read);
  return null;
}

/**
 * Whether a size read by imageSize is over the cap (too many pixels to decode safely).
 * @param {{ width: number, height: number }} size
 * @returns {boolean}
 */
function overCap(size) {
  return size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS;
}

/**
 * "" when the image may be stored, else the reason it is refused (shown to the owner).
 * @param {(offset: number, length: number) => ArrayLike<number>} read
 * @returns {string}
 */
function checkImage(read) {
  const size = imageSize(read);
  if (!size) return "The image could not be read: upload a PNG, JPEG, GIF or WebP image.";
  if (!(size.width > 0 && size.height > 0)) return "The image could not be read: it declares no size.";
  if (overCap(size)) {
    return (
      "The image is too large (" +
      size.width +
      "x" +
      size.height +
      " pixels). " +
      "Images may have at most " +
      MAX_SIDE +
      " pixels on a side and 16 megapixels in all (e.g. 4096x4096)."
    );
  }
  return "";
}

/** A read(offset, length) over an in-memory byte array, Buffer or Go byte slice. */
function bytesReader(bytes) {
  return function (offset, length) {
    const out = [];
    const end = Math.min(bytes.length, offset + length);
    for (let i = offset; i < end; i++) out.push(bytes[i] & 0xff);
    return out;
  };
}

module.exports = {
  MAX_SIDE,
  MAX_PIXELS,
  imageSize,
  overCap,
  checkImage,
  bytesReader,
};
