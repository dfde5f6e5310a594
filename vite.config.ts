import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Brotli copies (`x.js.br`) of the content-hashed text files in dist/assets, made once at build
 * time at the best quality: pb_hooks/public.pb.js sends them to browsers that accept brotli
 * (issue 16: the guest's first download); everything else is gzip-compressed by the server.
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
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const raw = fs.readFileSync(path.join(assets, name));
        const br = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (br.length < raw.length) fs.writeFileSync(path.join(assets, `${name}.br`), br);
      }
    },
  };
}

// Where `npm run dev` proxies /api and /supportemail: the PocketBase started by `npm run serve`.
const pocketbase = process.env.PB_URL || `http://127.0.0.1:${process.env.PORT || 8090}`;

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
