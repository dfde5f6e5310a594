import PocketBase from "pocketbase";
// @ts-expect-error: plain ESM module without type declarations
import { E2E as env } from "./env.mjs";

export const E2E = env as { adminEmail: string; adminPassword: string; demoEmail: string; demoPassword: string };
export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A superuser SDK client of the e2e server, for API-side steps (e.g. starting an order). */
export async function adminClient(): Promise<PocketBase> {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(E2E.adminEmail, E2E.adminPassword);
  return pb;
}

/** A fresh email for a test's own account. */
export function uniqueEmail(prefix = "owner"): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
}
