// A PocketBase of its own with the operator's (test) Stripe keys, talking to the local Stripe
// stand-in (tests/stripe-stand-in), for the e2e specs that pay: the shared e2e server stays without
// payments. `paymentsServer(name)` registers the spec's beforeAll/afterAll and answers the server's
// URL once it is up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { test } from "@playwright/test";
// @ts-expect-error: plain ESM launcher without type declarations
import { freePort, startPocketBase, upsertSuperuser } from "../../server/pocketbase.mjs";
// @ts-expect-error: plain ESM test server without type declarations
import { startStandIn } from "../stripe-stand-in/server.mjs";

/** Starts the stand-in and a PocketBase wired to it before the spec's tests, stops both after. */
export function paymentsServer(name: string): { url: () => string } {
  const secret = "whsec_e2e_" + name.slice(0, 1).repeat(32);
  let child: ChildProcess | undefined;
  let dir = "";
  let url = "";
  let stand: { port: number; setWebhook(u: string): void; stop(): Promise<void> } | undefined;

  test.beforeAll(async () => {
    stand = await startStandIn({ webhookSecret: secret });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `draft-e2e-${name}-`));
    upsertSuperuser({ dir, email: `admin@${name}.local`, password: "admin-password-123" });
    const port = await freePort();
    const started = await startPocketBase({
      dir,
      port,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        STRIPE_SECRET_KEY: "sk_test_" + name.slice(0, 1).repeat(24),
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(stand!.port),
        STRIPE_API_PROTOCOL: "http",
      },
    });
    child = started.child;
    url = started.url;
    stand!.setWebhook(`${url}/api/payments/webhook`);
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    await stand?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  return { url: () => url };
}
