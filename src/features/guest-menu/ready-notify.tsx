import { useState } from "react";
import { fetchVapidPublicKey } from "../../data/push";
import { registerReadyPush, type GuestPushSubscription } from "../../data/ready-push";
import { TAKEAWAY_WORDS_EN } from "../../domain/takeaway-words";
import { useWords } from "./guest-words";
import { useMoreWords } from "./use-more-words";

// The takeaway orders this browser asked to be notified for (ids), so the page says so after a reload.
const ASKED_KEY = "draft_ready_push";

type State = "idle" | "working" | "on" | "denied" | "failed";

function askedIds(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(ASKED_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

function rememberAsked(orderId: string) {
  try {
    // The last few only: an order is over within hours.
    localStorage.setItem(ASKED_KEY, JSON.stringify([...askedIds().filter((id) => id !== orderId), orderId].slice(-10)));
  } catch {
    // storage blocked: the button simply shows again after a reload
  }
}

function base64UrlToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = b64.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(s + "=".repeat((4 - (s.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Asks for permission, subscribes with the server's VAPID key and registers for `orderId` only. */
async function turnOn(orderId: string, lang: string): Promise<State> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "idle";
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const reg = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await fetchVapidPublicKey());
  let sub = await reg.pushManager.getSubscription();
  const current = sub?.options.applicationServerKey;
  if (sub && !(current && new Uint8Array(current).every((v, i) => v === key[i]))) {
    await sub.unsubscribe(); // made with another key: it would never deliver
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  // Not unsubscribed when this fails: the browser has one subscription per service worker, which
  // may also be the venue owner's own bell on this device (the same server key).
  await registerReadyPush(orderId, sub.toJSON() as GuestPushSubscription, lang);
  rememberAsked(orderId);
  return "on";
}

/**
 * "Notify me when it's ready" under a takeaway order that is not ready yet (docs/takeaway.md):
 * one Web Push when staff finish it, if the guest allows notifications. A lazy chunk: the guest page
 * loads it only for a takeaway order in a browser that can receive push.
 */
export function ReadyNotify({ orderId, pickupNumber }: { orderId: string; pickupNumber: number }) {
  const w = useMoreWords("takeaway", TAKEAWAY_WORDS_EN);
  // The push is sent in the page's language (pb_hooks/lib/push/ready-words.js).
  const { lang } = useWords();
  const [state, setState] = useState<State>(() =>
    askedIds().includes(orderId) && Notification.permission === "granted" ? "on" : "idle",
  );
  const onClick = () => {
    setState("working");
    turnOn(orderId, lang).then(setState, (e: unknown) => {
      console.error("ready notification unavailable", e);
      setState("failed");
    });
  };
  if (state === "on") {
    return (
      <span className="ready-notify" role="status">
        {w("notifyOn", { number: pickupNumber })}
      </span>
    );
  }
  if (state === "denied") {
    return (
      <span className="ready-notify" role="status">
        {w("notifyBlocked")}
      </span>
    );
  }
  return (
    <span className="ready-notify">
      <button type="button" className="ready-notify-button" onClick={onClick} disabled={state === "working"}>
        {w(state === "working" ? "turningOn" : "notifyMe")}
      </button>
      {state === "failed" && <span role="alert"> {w("notifyFailed")}</span>}
    </span>
  );
}
