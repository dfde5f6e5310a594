// Takeaway and order-ahead (docs/takeaway.md): the venue's settings (owner and managers), today's
// pickup slots for the guest. Routes: pb_hooks/takeaway.pb.js.
import type { PickupSlot, TakeawaySettings } from "../domain/takeaway";
import { pb } from "./client";
import { guestToken } from "./guest-orders";

/** The venue's takeaway settings and whether online payment can be chosen. */
export interface TakeawayView {
  settings: TakeawaySettings;
  payOnline: boolean;
}

/** Reads the signed-in venue's takeaway settings. */
export function fetchTakeaway(): Promise<TakeawayView> {
  return pb.send("/api/venue/takeaway", { method: "GET" });
}

/** Saves them (checked whole by the server: a 400 names what is wrong). */
export function saveTakeaway(settings: TakeawaySettings): Promise<TakeawayView> {
  return pb.send("/api/venue/takeaway", { method: "POST", body: { settings } });
}

/** Today's pickup slots of a venue, from now on, each open or full. */
export interface PickupSlots {
  day: string;
  payment: "cash" | "online";
  slots: PickupSlot[];
}

/** Fetches today's pickup slots of the venue with public link `link`. */
export function fetchSlots(link: string): Promise<PickupSlots> {
  return pb.send(`/api/takeaway/${encodeURIComponent(link.toLowerCase())}/slots`, { method: "GET" });
}

/** A browser push subscription as PushSubscription.toJSON() gives it. */
export interface GuestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Registers this browser to be notified once when takeaway order `orderId` is ready (the order's
 * guest token proves it is the guest's own; docs/takeaway.md#ready-notification).
 */
export function registerReadyPush(orderId: string, subscription: GuestPushSubscription): Promise<unknown> {
  return pb.send("/api/takeaway/push", {
    method: "POST",
    headers: { "X-Guest-Token": guestToken() },
    body: { order: orderId, subscription },
  });
}
