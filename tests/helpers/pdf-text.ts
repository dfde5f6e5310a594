// The text a PDF made by pdfkit draws (the receipt's PDF, src/components/receipt-pdf.ts), read
// without a PDF library: tests/e2e/receipts.desktop.spec.ts and tests/unit-node/receipt-pdf.test.ts.
import zlib from "node:zlib";

/**
 * The text a PDF draws. pdfkit writes standard-font text as hex strings (one byte a character) in
 * deflated content streams; an embedded font's text as 2-byte glyph ids, which its ToUnicode CMap
 * (pdfkit writes one: `<first> <last> [<utf16> ...]` ranges) turns back into characters.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const objects = new Map<string, { dict: string; data?: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const s = m[2].match(/^([\s\S]*?)stream\r?\n([\s\S]*?)\r?\nendstream/);
    let data: string | undefined;
    try {
      data = s ? zlib.inflateSync(Buffer.from(s[2], "latin1")).toString("latin1") : undefined;
    } catch {
      data = undefined;
    }
    objects.set(m[1], { dict: s ? s[1] : m[2], data });
  }
  // A page's font resources (`/F2 7 0 R`) -> the embedded font's glyph id -> its characters.
  const cmaps = new Map<string, Map<number, string>>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const ref = objects.get(m[2])?.dict.match(/\/ToUnicode (\d+) 0 R/);
    const data = ref && objects.get(ref[1])?.data;
    if (!data) continue;
    const map = new Map<number, string>();
    for (const r of data.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
      let code = parseInt(r[1], 16);
      for (const e of r[2].matchAll(/<([0-9a-fA-F ]+)>/g))
        map.set(code++, String.fromCharCode(...e[1].split(" ").map((h) => parseInt(h, 16))));
    }
    cmaps.set(m[1], map);
  }
  let out = "";
  for (const { data } of objects.values()) {
    // Content streams only (they set a font and draw text), not the fonts' files or maps.
    if (!data || !/\bBT\b[\s\S]*\/F\d+ [\d.]+ Tf/.test(data)) continue;
    let cmap: Map<number, string> | undefined;
    for (const t of data.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]+)>/g)) {
      if (t[1]) cmap = cmaps.get(t[1]);
      else if (cmap) for (let i = 0; i < t[2].length; i += 4) out += cmap.get(parseInt(t[2].slice(i, i + 4), 16)) ?? "";
      else out += Buffer.from(t[2], "hex").toString("latin1");
    }
  }
  return out;
}
