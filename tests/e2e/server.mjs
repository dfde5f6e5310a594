// The e2e server: a real PocketBase on a temp dir serving the built app (dist/), with the demo
// venue (known password) and a superuser for API-side test steps. Stopped by Playwright.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, startPocketBase, upsertSuperuser } from "../../server/pocketbase.mjs";
import { E2E } from "./env.mjs";

if (!fs.existsSync(path.join(ROOT, "dist", "index.html"))) {
  console.error("dist/ is missing: run `npm run build` before the e2e tests.");
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-e2e-"));
upsertSuperuser({ dir, email: E2E.adminEmail, password: E2E.adminPassword });
const port = Number(process.env.E2E_PORT);
const { child, url } = await startPocketBase({
  dir,
  port,
  stdio: ["ignore", "ignore", "inherit"],
  pushWorker: true, // as `npm start` runs it: the worker provides the VAPID keys and sends pushes
  env: { SEED_DEMO: "1", DEMO_PASSWORD: E2E.demoPassword, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
});

// Many registrations and logins come from one IP in a run: lift the limiter for e2e only.
const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ identity: E2E.adminEmail, password: E2E.adminPassword }),
}).then((r) => r.json());
await fetch(`${url}/api/settings`, {
  method: "PATCH",
  headers: { "Content-Type": "application/json", Authorization: auth.token },
  body: JSON.stringify({ rateLimits: { enabled: false } }),
});

const stop = () => {
  child.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
