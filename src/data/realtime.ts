import type { RecordSubscription, RecordModel } from "pocketbase";
import { guestClient } from "./lazy-client";

export type RecordEvent<T = RecordModel> = RecordSubscription<T>;

/**
 * What a `roleChanged` event does: data/session.ts sets it (the session is read again). Set from
 * there, not imported: a guest's page subscribes to topics too, and must not load the owner's
 * session code (roles, kitchen settings, dates) for an event it never hears.
 */
let roleChanged: () => void = () => {};

/** Sets what a `roleChanged` event on a venue topic does (data/session.ts: read the session again). */
export function onRoleChanged(handler: () => void): void {
  roleChanged = handler;
}

/**
 * A realtime topic the server serves (pb_hooks/lib/realtime/realtime.js): one that names a venue or a guest's
 * token, authorised once when subscribing. The name is worked out when subscribing (e.g. from the
 * signed-in owner), so a topic can be a constant. The server refuses collection topics and options.
 */
export interface Topic {
  name: () => string;
}

/**
 * Subscribes to a topic; resolves to the function that unsubscribes. A team member removed by the
 * owner hears `signedOut` on their venue topics (pb_hooks/lib/realtime/realtime.js dropClientsOf): the
 * session ends at once, and every screen behind RequireOwner says so. One whose role changed hears
 * `roleChanged`: the session is read again.
 */
export async function subscribeTopic(t: Topic, onEvent: (e: RecordEvent) => void): Promise<() => Promise<void>> {
  const pb = await guestClient();
  return pb.realtime.subscribe(t.name(), (data: RecordEvent | { action: "signedOut" | "roleChanged" }) => {
    if (data.action === "signedOut") {
      pb.authStore.clear();
      return;
    }
    if (data.action === "roleChanged") {
      // The owner changed this member's role: the session is read again (the screens follow the
      // new role) and the stream, ended by the server, subscribes again under it.
      roleChanged();
      return;
    }
    onEvent(data as RecordEvent);
  });
}

/**
 * Calls `onConnect` on every (re)connect of the realtime stream. Events sent while a client is
 * away are lost (docs/realtime.md#reload-on-reconnect), so live lists reload here. Resolves to the
 * unsubscribe function.
 */
export async function onRealtimeConnect(onConnect: () => void): Promise<() => Promise<void>> {
  const pb = await guestClient();
  return pb.realtime.subscribe("PB_CONNECT", () => onConnect());
}
