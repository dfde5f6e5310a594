// A takeaway guest's "Notify me when it's ready" (docs/takeaway.md#ready-notification): the one
// route that registers this browser's push subscription for one order. Imported only by the lazy
// ready-notify chunk (vite.config.ts keeps it out of the guest page's shared chunk).
import { guestClient } from "./lazy-client";
import { guestToken } from "./guest-orders";

/** A browser push subscription as PushSubscription.toJSON() gives it. */
export interface GuestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Registers this browser to be notified once when takeaway order `orderId` is ready (the order's
 * guest token proves it is the guest's own; docs/takeaway.md#ready-notification), in `lang`, the
 * page's language (the server sends English for English or a language it has no words in).
 */
export async function registerReadyPush(
  orderId: string,
  subscription: GuestPushSubscription,
  lang: string,
): Promise<unknown> {
  const pb = await guestClient();
  return pb.send("/api/takeaway/push", {
    method: "POST",
    headers: { "X-Guest-Token": guestToken() },
    body: { order: orderId, subscription, lang },
  });
}
