// Browser side of Web Push: service worker registration, PushManager subscription, and keeping the
// server's copy (src/data/push.ts) in step. No React here.
import { deleteSubscription, fetchVapidPublicKey, saveSubscription } from "../../data/push";

export const SW_URL = "/sw.js";
/** The subscription is re-sent to the server after 7 days (docs/push.md#subscription-refresh). */
export const RESYNC_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const SYNC_KEY = "draft_push_sync";

export type PushState = "unsupported" | "denied" | "off" | "on";

interface SyncMark {
  user: string;
  endpoint: string;
  at: number;
}

/** Whether this browser can receive Web Push here (needs a secure context, a service worker and PushManager). */
export function isPushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

function readMark(): SyncMark | null {
  try {
    const raw = localStorage.getItem(SYNC_KEY);
    return raw ? (JSON.parse(raw) as SyncMark) : null;
  } catch {
    return null;
  }
}

function writeMark(mark: SyncMark | null) {
  try {
    if (mark) localStorage.setItem(SYNC_KEY, JSON.stringify(mark));
    else localStorage.removeItem(SYNC_KEY);
  } catch {
    // storage full or blocked: the next visit simply syncs again
  }
}

function base64UrlToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = b64.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(s + "=".repeat((4 - (s.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function bytesToBase64Url(buf: ArrayBuffer | null): string {
  if (!buf) return "";
  const bytes = new Uint8Array(buf);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

async function store(userId: string, sub: PushSubscription, now: number) {
  const json = sub.toJSON();
  await saveSubscription(userId, {
    endpoint: sub.endpoint,
    p256dh: json.keys?.p256dh ?? bytesToBase64Url(sub.getKey("p256dh")),
    auth: json.keys?.auth ?? bytesToBase64Url(sub.getKey("auth")),
    userAgent: navigator.userAgent,
  });
  writeMark({ user: userId, endpoint: sub.endpoint, at: now });
}

/**
 * The state of this device for owner `userId`. When subscribed, the server copy is re-synced if it
 * was last synced more than 7 days ago or for another owner or endpoint.
 */
export async function loadPushState(userId: string, now: number): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const sub = await currentSubscription();
  if (!sub || Notification.permission !== "granted") return "off";
  const mark = readMark();
  if (!mark || mark.user !== userId || mark.endpoint !== sub.endpoint || now - mark.at > RESYNC_AFTER_MS) {
    await store(userId, sub, now);
  }
  return "on";
}

/** Asks for permission, registers the worker, subscribes with the server's key and stores it. */
export async function enablePush(userId: string, now: number): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  await navigator.serviceWorker.register(SW_URL, { scope: "/" });
  const reg = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await fetchVapidPublicKey());
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe(); // subscribed with an older server key: it would never deliver
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await store(userId, sub, now);
  } catch (e) {
    // Without the server copy nothing would arrive: do not leave a half-enabled device behind.
    await sub.unsubscribe().catch(() => {});
    throw e;
  }
  return "on";
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/** Deletes the server copy and unsubscribes this device. */
export async function disablePush(userId: string): Promise<PushState> {
  const sub = await currentSubscription();
  if (sub) {
    await deleteSubscription(userId, sub.endpoint);
    await sub.unsubscribe();
  }
  writeMark(null);
  return "off";
}
