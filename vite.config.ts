import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { transformSync } from "esbuild";

/**
 * Brotli copies (`x.js.br`) of the content-hashed text files in dist/assets, made once at build
 * time at the best quality: pb_hooks/public.pb.js sends them to browsers that accept brotli
 * (docs/guest-page.md#compression-and-caching); everything else is gzip-compressed by the server.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "draft-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, "assets");
      if (fs.existsSync(assets)) {
        for (const name of fs.readdirSync(assets)) {
          if (!/\.(js|css|svg|json)$/.test(name)) continue;
          const raw = fs.readFileSync(path.join(assets, name));
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          if (br.length < raw.length) fs.writeFileSync(path.join(assets, `${name}.br`), br);
        }
      }
      // The receipt PDF's fonts (public/fonts, up to 4 MB): a brotli and a gzip copy each, which
      // the server sends as they are (pb_hooks/lib/shared/precompressed.js) instead of compressing
      // megabytes on every request.
      const fonts = path.join(outDir, "fonts");
      if (fs.existsSync(fonts)) {
        for (const name of fs.readdirSync(fonts)) {
          if (!/\.(ttf|otf)$/.test(name)) continue;
          const raw = fs.readFileSync(path.join(fonts, name));
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          fs.writeFileSync(path.join(fonts, `${name}.br`), br);
          fs.writeFileSync(path.join(fonts, `${name}.gz`), zlib.gzipSync(raw, { level: 9 }));
        }
      }
    },
  };
}

/**
 * The service worker (public/sw.js, served as is, not bundled) minified in dist/: it is fetched on
 * a guest's first visit, and its comments were half of its bytes (4.3 KB gzip, 2.0 KB minified;
 * docs/PERFORMANCE.md, "Guest page"). Only whitespace, comments and local names change.
 */
function minifyServiceWorker(): Plugin {
  let outDir = "dist";
  return {
    name: "draft-minify-sw",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const file = path.join(outDir, "sw.js");
      if (!fs.existsSync(file)) return;
      const { code } = transformSync(fs.readFileSync(file, "utf8"), { minify: true, target: "es2020" });
      fs.writeFileSync(file, code);
    },
  };
}

/**
 * The guest page's small shared modules in one chunk. Rolldown makes a chunk for every set of
 * pages that shares a module, so a guest's first visit fetched 12 chunks of under 2 KB each (the
 * spinner, the dialog, the messages, the menu's data access...), each with its ~300 bytes of
 * response headers (docs/PERFORMANCE.md, "Guest page"). The group: the app's own modules that the
 * guest entry reaches (statically or through its lazy imports), except those the entry script
 * itself imports (they stay in the entry), the guest entry and the guest menu's own folder (their
 * chunk carries the guest CSS, and imports this one: never the other way, no cycle between chunks),
 * what only the table-tab card, the takeaway pickup fields or ready notification, the receipt after
 * paying online, the prices by the hour or a table group's API reach (loaded only there), the SDK
 * (src/data/client.ts and pocketbase, loaded after the first render), and each
 * language's words of the guest page (a chunk per language, loaded only in that language).
 * The owner app loads this chunk too: it uses most of it anyway.
 */
function guestSharedChunk(): {
  plugin: Plugin;
  test: (id: string) => boolean;
  libraries: (id: string) => boolean;
} {
  const members = new Set<string>();
  const libraries = new Set<string>();
  const plugin: Plugin = {
    name: "draft-guest-shared-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.replace(/\\/g, "/").endsWith(suffix));
      const entry = find("/src/main.tsx");
      const guest = find("/src/app/guest-entry.tsx");
      const invite = find("/src/features/guest-menu/table-group.tsx");
      // "Notify me when it's ready" (takeaway only, in a browser with push): its own lazy chunk.
      const notify = find("/src/features/guest-menu/ready-notify.tsx");
      // The pickup time and name (only at /{link}/takeaway) and the receipt after paying online
      // (only with `?receipt=` in the URL): lazy chunks that tools/size.mjs counts apart, so what
      // only they reach (the takeaway rules, the payments API) goes with them, not in the first load.
      const pickup = find("/src/features/guest-menu/pickup-fields.tsx");
      const receipt = find("/src/features/guest-menu/receipt-dialog.tsx");
      // Prices by the hour: loaded only at a venue with price lists (use-price-lists.ts).
      const prices = find("/src/domain/price-lists.ts");
      // A table group's API: loaded only when a guest acts in a group (use-table-group.ts).
      const group = find("/src/data/visits.ts");
      // The PocketBase SDK and its client: loaded right after the guest page's first render
      // (src/data/lazy-client.ts), its own chunk, out of the first download.
      const sdk = find("/src/data/client.ts");
      // A takeaway order's "Receipt" (and through it the receipt view and its PDF maker): on the tap.
      const orderReceipt = find("/src/features/guest-menu/order-receipt.tsx");
      const apart = new Set([invite, notify, pickup, receipt, prices, group, sdk, orderReceipt].filter(Boolean));
      if (!entry || !guest) return;
      const walk = (id: string, into: Set<string>, lazy: boolean) => {
        if (into.has(id) || apart.has(id)) return;
        into.add(id);
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : [])])
          walk(next, into, lazy);
      };
      const inEntry = new Set<string>();
      walk(entry, inEntry, false);
      const reached = new Set<string>();
      walk(guest, reached, true);
      for (const id of reached) {
        const file = id.replace(/\\/g, "/");
        if (!inEntry.has(id) && file.includes("/node_modules/") && /\.m?js$/.test(file)) libraries.add(id);
        if (
          inEntry.has(id) ||
          !/\/src\/.*\.tsx?$/.test(file) ||
          file.includes("/src/features/guest-menu/") ||
          // A language's words: a chunk of its own, fetched only in that language (word-chunks.ts).
          /\/src\/domain\/(guest|tab|takeaway|receipt|message)-words\//.test(file) ||
          // The server's messages' English patterns: with the list of their chunks (message-chunks.ts).
          /\/src\/domain\/message-words\.ts$/.test(file) ||
          // The table tab's, the takeaway page's and the receipt's English words: with the chunks that show them.
          /\/src\/domain\/(tab|takeaway|receipt)-words\.ts$/.test(file) ||
          id === guest
        )
          continue;
        members.add(id);
      }
    },
  };
  return { plugin, test: (id) => members.has(id), libraries: (id) => libraries.has(id) };
}
const guestShared = guestSharedChunk();

/**
 * fontkit as pdfkit imports it: a stub (src/components/fontkit-stub.ts), so the receipt's PDF chunk
 * (standard fonts only) does not carry fontkit's font engine (about 90 KB gzip). Only pdfkit's own
 * import is replaced: the receipt's Unicode part (src/components/receipt-pdf-unicode.ts, its own
 * lazy chunk) imports the real fontkit and hands its font objects to pdfkit. fontkit's brotli
 * decompressor (WOFF2 only; the font is a TTF) is a stub too (src/components/brotli-stub.ts).
 */
function fontkitStub(): Plugin {
  const stub = path.resolve(import.meta.dirname, "src/components/fontkit-stub.ts");
  const brotli = path.resolve(import.meta.dirname, "src/components/brotli-stub.ts");
  return {
    name: "draft-fontkit-stub",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "fontkit" && importer && /[\\/]node_modules[\\/]pdfkit[\\/]/.test(importer)) return stub;
      if (source === "brotli/decompress.js" && importer && /[\\/]node_modules[\\/]fontkit[\\/]/.test(importer))
        return brotli;
      return null;
    },
  };
}

// Where `npm run dev` proxies /api and /supportemail: the PocketBase started by `npm run serve`.
const pocketbase = process.env.PB_URL || `http://127.0.0.1:${process.env.PORT || 8090}`;

/**
 * The app's Content-Security-Policy (docs/security-and-isolation.md#content-security-policy), as a
 * <meta http-equiv> in the built index.html: PocketBase serves dist/ itself (--publicDir) and has
 * no per-route way to add a header there without a global JS middleware, which the project must not
 * add. Scripts, connections (API, realtime) and workers from our own origin only; no inline script
 * at all (the build has none); styles may be inline (React sets style attributes). Build only: the
 * dev server injects an inline React Refresh preamble. An API on another origin (VITE_PB_URL) is
 * added to connect-src/img-src.
 */
export function contentSecurityPolicy(apiUrl = process.env.VITE_PB_URL): string {
  const api = apiUrl ? ` ${new URL(apiUrl).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src 'self'${api}`,
    `img-src 'self' data: blob:${api}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

function cspMeta(): Plugin {
  return {
    name: "draft-csp",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
          throw new Error("index.html has an inline script: the CSP forbids it");
        // Right after the charset, before any script or stylesheet it must govern.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />`;
        const out = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
        if (out === html) throw new Error("index.html has no <meta charset>: the CSP meta goes right after it");
        return out;
      },
    },
  };
}

export default defineConfig({
  plugins: [fontkitStub(), react(), cspMeta(), precompress(), minifyServiceWorker(), guestShared.plugin],
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": { target: pocketbase, changeOrigin: true },
      "/supportemail": { target: pocketbase, changeOrigin: true },
    },
  },
  build: {
    target: "es2020",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "guest-shared", test: guestShared.test, includeDependenciesRecursively: false },
            { name: "libraries", test: guestShared.libraries, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
