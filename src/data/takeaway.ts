// Takeaway and order-ahead (docs/takeaway.md): the venue's settings (owner and managers), today's
// pickup slots for the guest. Routes: pb_hooks/takeaway.pb.js.
import type { PickupSlot, TakeawaySettings } from "../domain/takeaway";
import { guestClient } from "./lazy-client";

/** The venue's takeaway settings and whether online payment can be chosen. */
export interface TakeawayView {
  settings: TakeawaySettings;
  payOnline: boolean;
}

/** Reads the signed-in venue's takeaway settings. */
export async function fetchTakeaway(): Promise<TakeawayView> {
  const pb = await guestClient();
  return pb.send("/api/venue/takeaway", { method: "GET" });
}

/** Saves them (checked whole by the server: a 400 names what is wrong). */
export async function saveTakeaway(settings: TakeawaySettings): Promise<TakeawayView> {
  const pb = await guestClient();
  return pb.send("/api/venue/takeaway", { method: "POST", body: { settings } });
}

/** Today's pickup slots of a venue, from now on, each open or full. */
export interface PickupSlots {
  day: string;
  payment: "cash" | "online";
  slots: PickupSlot[];
}

/** Fetches today's pickup slots of the venue with public link `link`. */
export async function fetchSlots(link: string): Promise<PickupSlots> {
  const pb = await guestClient();
  return pb.send(`/api/takeaway/${encodeURIComponent(link.toLowerCase())}/slots`, { method: "GET" });
}
