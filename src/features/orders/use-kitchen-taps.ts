import { useCallback, useEffect, useRef, useState } from "react";
import { nextKitchenAction, withPending, type KitchenAction } from "../../domain/kitchen";
import type { Order } from "../../domain/orders";
import { finishOrder, startOrder } from "../../data/orders";

/** How long a tap can be undone before it is sent to the server. */
export const UNDO_MS = 5000;

export interface PendingTap {
  orderId: string;
  table: string;
  action: KitchenAction;
}

interface Options {
  /** A start reached the server (e.g. print its ticket). */
  onStarted: (order: Order) => void;
  /** A change the server refused (the order was deleted or combined meanwhile). */
  onFailed: (action: KitchenAction, table: string) => void;
  reload: () => void;
}

/**
 * Kitchen taps with undo instead of a confirmation. The server only lets orders move forward, so
 * a tap is held for UNDO_MS and only then sent: Undo simply drops it. Meanwhile the card shows
 * the new state (`shown`). A second tap on the same card sends the held one at once and holds
 * the next step. Leaving the page sends whatever is held. Once sent, the new state stays shown
 * until the list catches up (orders never move back, so this cannot hide a real change).
 */
export function useKitchenTaps({ onStarted, onFailed, reload }: Options) {
  const [pending, setPending] = useState<PendingTap[]>([]);
  const [sent, setSent] = useState<Record<string, KitchenAction>>({});
  const timers = useRef(new Map<string, { tap: PendingTap; order: Order; timer: ReturnType<typeof setTimeout> }>());
  const latest = useRef({ onStarted, onFailed, reload });
  useEffect(() => {
    latest.current = { onStarted, onFailed, reload };
  });

  const commit = useCallback((orderId: string) => {
    const held = timers.current.get(orderId);
    if (!held) return;
    clearTimeout(held.timer);
    timers.current.delete(orderId);
    const { tap, order } = held;
    setPending((p) => p.filter((x) => x.orderId !== orderId));
    setSent((s) => ({ ...s, [orderId]: s[orderId] === "finish" ? "finish" : tap.action }));
    const run = tap.action === "start" ? startOrder(orderId) : finishOrder(orderId);
    run
      .then(
        () => {
          if (tap.action === "start") latest.current.onStarted({ ...order, started: true });
        },
        (e: unknown) => {
          console.error(`kitchen ${tap.action} failed`, e);
          setSent((s) => {
            const next = { ...s };
            delete next[orderId];
            return next;
          });
          latest.current.onFailed(tap.action, tap.table);
        },
      )
      .finally(() => latest.current.reload());
  }, []);

  /** The order as the kitchen should draw it: with a held or just-sent tap applied. */
  const shown = useCallback(
    (o: Order): Order => withPending(o, pending.find((p) => p.orderId === o.id)?.action ?? sent[o.id]),
    [pending, sent],
  );

  const tap = useCallback(
    (o: Order) => {
      const held = timers.current.get(o.id)?.tap.action;
      if (held) commit(o.id);
      const action = nextKitchenAction(withPending(withPending(o, sent[o.id]), held));
      if (!action) return;
      const next: PendingTap = { orderId: o.id, table: o.tableSlug, action };
      timers.current.set(o.id, { tap: next, order: o, timer: setTimeout(() => commit(o.id), UNDO_MS) });
      setPending((p) => [...p.filter((x) => x.orderId !== o.id), next]);
    },
    [commit, sent],
  );

  const undo = useCallback((orderId: string) => {
    const held = timers.current.get(orderId);
    if (held) clearTimeout(held.timer);
    timers.current.delete(orderId);
    setPending((p) => p.filter((x) => x.orderId !== orderId));
  }, []);

  // Leaving the page (or closing the tab) sends every held tap rather than losing it.
  useEffect(() => {
    const map = timers.current;
    const flush = () => [...map.keys()].forEach((id) => commit(id));
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [commit]);

  return { pending, shown, tap, undo };
}
