import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// Where `npm run dev` proxies /api and /supportemail: the PocketBase started by `npm run serve`.
const pocketbase = process.env.PB_URL || `http://127.0.0.1:${process.env.PORT || 8090}`;

export default defineConfig({
  plugins: [react()],
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
