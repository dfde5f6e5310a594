import type { RecordSubscription, RecordModel } from "pocketbase";
import { pb } from "./client";

export type RecordEvent<T = RecordModel> = RecordSubscription<T>;

/** A realtime topic: a collection and "*" (all records it may see) or one record id. */
export interface Topic {
  collection: string;
  topic?: string;
  /** Extra request options (e.g. headers for rule checks, filter) sent with the subscription. */
  options?: { headers?: Record<string, string>; query?: Record<string, string> };
}

/** Subscribes to a topic; resolves to the function that unsubscribes. */
export async function subscribeTopic(t: Topic, onEvent: (e: RecordEvent) => void): Promise<() => Promise<void>> {
  return pb.collection(t.collection).subscribe(t.topic ?? "*", onEvent, t.options);
}

/**
 * Calls `onConnect` on every (re)connect of the realtime stream. Events sent while a client is
 * away are lost (DESIGN.md 2), so live lists reload here. Resolves to the unsubscribe function.
 */
export async function onRealtimeConnect(onConnect: () => void): Promise<() => Promise<void>> {
  return pb.realtime.subscribe("PB_CONNECT", () => onConnect());
}
