// A raw realtime connection to a test server, as the browser's EventSource makes it (no header on
// the connect): its client id, the events it got on the topics it subscribed to, and a way to
// (re)subscribe with or without a session. For the realtime tests that count connections and
// subscribes themselves (the SDK's client would hide them).
import { EventSource } from "eventsource";

/** One realtime connection and what it heard. */
export interface RealtimeStream {
  clientId: string;
  events: Array<{ topic: string; data: { action: string; record: Record<string, unknown> } }>;
  /** Subscribes to `topics` (a session's token as Authorization, if given): the answer's status and body. */
  subscribe: (topics: string[], token?: string) => Promise<{ status: number; body: Record<string, unknown> }>;
  close: () => void;
}

/** Opens a realtime connection to the server at `url`, once PocketBase has sent its client id. */
export async function openRealtimeStream(url: string): Promise<RealtimeStream> {
  const es = new EventSource(`${url}/api/realtime`);
  const events: RealtimeStream["events"] = [];
  const clientId = await new Promise<string>((resolve, reject) => {
    es.addEventListener("PB_CONNECT", (e) => resolve((e as MessageEvent).lastEventId));
    es.onerror = () => reject(new Error("realtime connect failed"));
  });
  const listened = new Set<string>();
  return {
    clientId,
    events,
    subscribe: async (topics, token) => {
      for (const t of topics) {
        if (listened.has(t)) continue;
        listened.add(t);
        es.addEventListener(t, (e) => events.push({ topic: t, data: JSON.parse((e as MessageEvent).data as string) }));
      }
      const res = await fetch(`${url}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify({ clientId, subscriptions: topics }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
    close: () => es.close(),
  };
}
