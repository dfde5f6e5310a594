import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { CHROMIUM_LAUNCH } from "./tools/chromium.mjs";

// One PocketBase (serving the built app from dist/) for the whole run, on a free port. The port
// is picked once in the main process and inherited by the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // Guest flows on a cheap-phone viewport, owner flows on a laptop.
    {
      name: "phone",
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, launchOptions: CHROMIUM_LAUNCH },
    },
    // The kitchen display on a wall tablet (landscape, touch).
    {
      name: "tablet",
      testMatch: /.*\.tablet\.spec\.ts/,
      use: { ...devices["Galaxy Tab S4 landscape"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      name: "desktop",
      testMatch: /.*\.desktop\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM_LAUNCH },
    },
  ],
  webServer: {
    command: "node tests/e2e/server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: process.env.E2E_PORT },
    stdout: "ignore",
    stderr: "pipe",
  },
});
