import { guestClient } from "./lazy-client";

/** A browser push subscription as stored in `push_subscriptions` (keys in base64url). */
export interface PushSubscriptionData {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
}

const COLLECTION = "push_subscriptions";

/** The server's VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
export async function fetchVapidPublicKey(): Promise<string> {
  const pb = await guestClient();
  const res = await pb.send<{ publicKey: string }>("/api/push/vapid-public-key", { method: "GET" });
  return res.publicKey;
}

async function findOwn(userId: string, endpoint: string) {
  const pb = await guestClient();
  const list = await pb.collection(COLLECTION).getList(1, 1, {
    filter: pb.filter("user = {:user} && endpoint = {:endpoint}", { user: userId, endpoint }),
  });
  return list.items[0] ?? null;
}

/** Stores the subscription for owner `userId`; the record of the same endpoint is reused (updated). */
export async function saveSubscription(userId: string, sub: PushSubscriptionData): Promise<void> {
  const pb = await guestClient();
  const data = {
    endpoint: sub.endpoint,
    p256dh: sub.p256dh,
    auth: sub.auth,
    userAgent: sub.userAgent.slice(0, 300),
  };
  const existing = await findOwn(userId, sub.endpoint);
  if (existing) await pb.collection(COLLECTION).update(existing.id, data);
  else await pb.collection(COLLECTION).create({ ...data, user: userId });
}

/** Deletes owner `userId`'s record of `endpoint`, if there is one. */
export async function deleteSubscription(userId: string, endpoint: string): Promise<void> {
  const pb = await guestClient();
  const existing = await findOwn(userId, endpoint);
  if (existing) await pb.collection(COLLECTION).delete(existing.id);
}
