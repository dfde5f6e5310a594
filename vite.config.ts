import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const pocketbase = process.env.VITE_PB_URL || "http://127.0.0.1:8090";

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
