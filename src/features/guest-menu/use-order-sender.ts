import { useCallback, useEffect, useRef, useState } from "react";
import { GUEST_WORDS_EN, guestWord, type GuestWordKey } from "../../domain/guest-words";
import { isWaiterKind } from "../../domain/order-lines";
import { toUserError } from "../../data/errors";
import {
  isOffline,
  payAndOrder,
  pendingOrders,
  queueOrder,
  randomId,
  sendOrder,
  unqueueOrder,
  type PendingOrder,
  type SendOrderInput,
} from "../../data/guest-orders";

export interface Notice {
  kind: "success" | "error";
  text: string;
  /** The same message as a key of the guest page's words, for the guest's language. */
  word: { key: GuestWordKey; params?: Record<string, string> };
  /** The server's reason when it refused the order (400), e.g. "Burger is sold out.". */
  detail?: string;
  /** A waiting order the server refused: the page offers a way back to the menu. */
  isRefusedWaiting?: boolean;
}

/** 'Burger × 2, Fries' (a waiter call by its title). */
function linesText(items: SendOrderInput["items"]): string {
  return items.map((l) => (l.count > 1 ? `${l.title} × ${l.count}` : l.title)).join(", ");
}

/** A message of the catalogue in English (a notice's `text`; the page shows its `word` in the guest's language). */
const en = (key: GuestWordKey, params?: Record<string, string>) => guestWord(GUEST_WORDS_EN, key, params);

/** A success notice of the catalogue's `key`. */
function success(key: "orderSent" | "orderSentPricesChanged" | "waiterCalled" | "orderQueuedOffline"): Notice {
  return { kind: "success", text: en(key), word: { key } };
}

/** Retry of the waiting orders when the browser said "online" but the network was not there yet. */
const RETRY_MS = 5000;
/** One flush of the waiting orders at a time in this tab: each is sent once, in order. */
let flushing = false;

/**
 * Sends orders idempotently: retries of the same lines reuse one clientRequestId (a timeout that
 * did reach the server never makes a second order); a success or different lines start a new id.
 * Offline (the browser knows it has no network), an order is kept in the tab's outbox, shown as
 * waiting, and sent when the phone is back online, with its clientRequestId: exactly one order.
 * `onSent` runs after every order the server stored (e.g. to reload the guest's orders).
 */
export function useOrderSender(
  venueId: string,
  publicLink: string,
  tableNumber: string,
  onSent?: () => void,
  payFirst = false,
) {
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<PendingOrder[]>(() => pendingOrders(venueId));
  // clientRequestId per distinct set of lines (a cart, a waiter call) until that send succeeds.
  const attempts = useRef(new Map<string, string>());
  const sentCallback = useRef(onSent);
  useEffect(() => {
    sentCallback.current = onSent;
  });

  // A success note steps aside after a while; a failure stays until the guest acts.
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  const flush = useCallback(async () => {
    if (flushing || isOffline()) return;
    flushing = true;
    let retry = false;
    try {
      for (const order of pendingOrders(venueId)) {
        try {
          await sendOrder(order);
          unqueueOrder(order.clientRequestId);
          setPending(pendingOrders(venueId));
          setNotice(success(order.items.every((l) => isWaiterKind(l.dishId)) ? "waiterCalled" : "orderSent"));
          sentCallback.current?.();
        } catch (e) {
          const err = toUserError(e);
          if (err.status === 0 || err.status === 429 || err.status >= 500) {
            retry = true; // still no network (or the server is busy): keep it, try again later
            break;
          }
          // Refused (e.g. a dish sold out meanwhile): it will never be accepted as it is.
          console.error("waiting order refused", e);
          unqueueOrder(order.clientRequestId);
          // Say why (e.g. 'Fries is sold out.'), not 'try again': the same order would be refused again.
          const reason =
            err.status === 400 || err.status === 403 || err.status === 404 ? err.message : en("orderSendFailed");
          const params = { lines: linesText(order.items), reason };
          setNotice({
            kind: "error",
            text: en("orderRefusedAfterOffline", params),
            word: { key: "orderRefusedAfterOffline", params },
            detail: err.message,
            isRefusedWaiting: true,
          });
        }
      }
    } finally {
      flushing = false;
      setPending(pendingOrders(venueId));
    }
    if (retry) setTimeout(() => void flushRef.current(), RETRY_MS);
  }, [venueId]);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    if (pendingOrders(venueId).length) void flush();
    return () => window.removeEventListener("online", onOnline);
  }, [flush, venueId]);

  const send = useCallback(
    async (
      items: SendOrderInput["items"],
      total: number,
      sentKey: "orderSent" | "waiterCalled" = "orderSent",
      pickup?: SendOrderInput["pickup"],
    ): Promise<boolean> => {
      // Another pickup time or name is another order (its own request id).
      const lines = items.map((i) => [i.dishId, i.count]);
      const signature = JSON.stringify(pickup ? [lines, pickup.pickupDay, pickup.pickupAt, pickup.pickupName] : lines);
      const clientRequestId = attempts.current.get(signature) ?? randomId(24);
      attempts.current.set(signature, clientRequestId);
      const input: SendOrderInput = { venueId, publicLink, tableNumber, items, total, clientRequestId, pickup };
      const keep = () => {
        queueOrder(input);
        attempts.current.delete(signature);
        setPending(pendingOrders(venueId));
        setNotice(success("orderQueuedOffline"));
        return true;
      };
      if (isOffline() && !payFirst) return keep();
      setSending(true);
      setNotice(null);
      try {
        if (payFirst) {
          // Pay and order: to the provider's page; the order reaches the kitchen once paid.
          window.location.assign(await payAndOrder(input));
          return false;
        }
        const sent = await sendOrder(input);
        attempts.current.delete(signature);
        setNotice(success(sentKey === "orderSent" && sent.pricesChanged ? "orderSentPricesChanged" : sentKey));
        sentCallback.current?.();
        return true;
      } catch (e) {
        console.error("order send failed", e);
        const err = toUserError(e);
        // The phone lost its network during the send: keep the order for when it is back.
        if (err.status === 0 && !err.isAbort && isOffline()) return keep();
        // 403 at a tab venue: the phone has no table key ("Scan the QR code on your table...").
        const detail = err.status === 400 || err.status === 403 || payFirst ? err.message : undefined;
        setNotice({ kind: "error", text: en("orderSendFailed"), word: { key: "orderSendFailed" }, detail });
        return false;
      } finally {
        setSending(false);
      }
    },
    [venueId, publicLink, tableNumber, payFirst],
  );

  return { isSending, notice, pending, clearNotice: () => setNotice(null), send };
}
