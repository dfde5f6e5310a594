import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";

// One PocketBase (serving the built app from dist/) for the whole run, on a free port. The port
// is picked once in the main process and inherited by the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    // Guest flows on a cheap-phone viewport, owner flows on a laptop.
    {
      name: "phone",
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, launchOptions: chromium },
    },
    // The kitchen display on a wall tablet (landscape, touch).
    {
      name: "tablet",
      testMatch: /.*\.tablet\.spec\.ts/,
      use: { ...devices["Galaxy Tab S4 landscape"], launchOptions: chromium },
    },
    {
      name: "desktop",
      testMatch: /.*\.desktop\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
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
