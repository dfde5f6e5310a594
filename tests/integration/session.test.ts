// Owner sessions are short-lived on the server (docs/security-and-isolation.md#sessions): a users
// token lives 8 hours, not PocketBase's default 5 days, and authRefresh (what the app calls while
// the owner is active) hands out a fresh one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwner, startTestServer, type TestServer } from "../helpers/pocketbase";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function lifetimeSeconds(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { exp: number };
  return payload.exp - Date.now() / 1000;
}

describe("owner session lifetime", () => {
  it("a sign-in token lives 8 hours and a refresh renews it", async () => {
    const owner = await createOwner(server);
    const first = owner.pb.authStore.token;
    expect(lifetimeSeconds(first)).toBeGreaterThan(8 * 3600 - 120);
    expect(lifetimeSeconds(first)).toBeLessThanOrEqual(8 * 3600 + 5);
    await new Promise((r) => setTimeout(r, 1100)); // exp has a one-second resolution
    await owner.pb.collection("users").authRefresh();
    expect(owner.pb.authStore.token).not.toBe(first);
    expect(lifetimeSeconds(owner.pb.authStore.token)).toBeGreaterThan(lifetimeSeconds(first));
    const users = await server.admin.collections.getOne("users");
    expect((users as unknown as { authToken: { duration: number } }).authToken.duration).toBe(8 * 3600);
  });
});
