// src/data/push.ts (what the PushBell calls) against the real PocketBase: the owner's subscription is
// stored once per endpoint, reused on re-sync, deleted on disable; the VAPID key comes from the server.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pb } from "../../src/data/client";
import { deleteSubscription, fetchVapidPublicKey, saveSubscription } from "../../src/data/push";
import { createOwner, type Owner, type TestServer, startTestServer } from "../helpers/pocketbase";

let server: TestServer;
let owner: Owner;

function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
    userAgent: "Mozilla/5.0 (test)",
  };
}

beforeAll(async () => {
  server = await startTestServer({ pushWorker: true }); // the worker provides the VAPID keys
  owner = await createOwner(server);
  pb.baseURL = server.url;
  await pb.collection("users").authWithPassword(owner.email, owner.password);
});

afterAll(async () => {
  pb.authStore.clear();
  await server?.stop();
});

describe("src/data/push", () => {
  it("fetchVapidPublicKey returns the server's public key", async () => {
    const res = await fetch(`${server.url}/api/push/vapid-public-key`);
    const { publicKey } = (await res.json()) as { publicKey: string };
    expect(await fetchVapidPublicKey()).toBe(publicKey);
  });

  it("saveSubscription stores it for the owner and reuses the record of the same endpoint", async () => {
    const first = browserSubscription("https://fcm.googleapis.com/fcm/send/one");
    await saveSubscription(owner.user.id, first);
    const again = { ...browserSubscription(first.endpoint), userAgent: "Mozilla/5.0 (renewed)" };
    await saveSubscription(owner.user.id, again);

    const stored = await server.admin
      .collection("push_subscriptions")
      .getFullList({ filter: `user = "${owner.user.id}"` });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      endpoint: first.endpoint,
      p256dh: again.p256dh,
      auth: again.auth,
      userAgent: "Mozilla/5.0 (renewed)",
    });
  });

  it("deleteSubscription removes the owner's record of that endpoint only", async () => {
    await saveSubscription(owner.user.id, browserSubscription("https://fcm.googleapis.com/fcm/send/two"));
    await deleteSubscription(owner.user.id, "https://fcm.googleapis.com/fcm/send/one");
    const left = await server.admin
      .collection("push_subscriptions")
      .getFullList({ filter: `user = "${owner.user.id}"` });
    expect(left.map((r) => r.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/two"]);
    await expect(
      deleteSubscription(owner.user.id, "https://fcm.googleapis.com/fcm/send/none"),
    ).resolves.toBeUndefined();
  });
});
