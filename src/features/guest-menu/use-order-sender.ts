import { useCallback, useEffect, useRef, useState } from "react";
import { msg } from "../../domain/messages";
import { toUserError } from "../../data/errors";
import { randomId, sendOrder, type SendOrderInput } from "../../data/guest-orders";

export interface Notice {
  kind: "success" | "error";
  text: string;
  /** The server's reason when it refused the order (400), e.g. "Burger is sold out.". */
  detail?: string;
}

/**
 * Sends orders idempotently: retries of the same lines reuse one clientRequestId (a timeout that
 * did reach the server never makes a second order); a success or different lines start a new id.
 */
export function useOrderSender(venueId: string, publicLink: string, tableNumber: string) {
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // clientRequestId per distinct set of lines (a cart, a waiter call) until that send succeeds.
  const attempts = useRef(new Map<string, string>());

  // A success note steps aside after a while; a failure stays until the guest acts.
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  const send = useCallback(
    async (items: SendOrderInput["items"], total: number): Promise<boolean> => {
      const signature = JSON.stringify(items.map((i) => [i.dishId, i.count]));
      const clientRequestId = attempts.current.get(signature) ?? randomId(24);
      attempts.current.set(signature, clientRequestId);
      setSending(true);
      setNotice(null);
      try {
        await sendOrder({ venueId, publicLink, tableNumber, items, total, clientRequestId });
        attempts.current.delete(signature);
        setNotice({ kind: "success", text: msg("orderSent") });
        return true;
      } catch (e) {
        console.error("order send failed", e);
        const err = toUserError(e);
        const detail = err.status === 400 ? err.message : undefined;
        setNotice({ kind: "error", text: msg("orderSendFailed"), detail });
        return false;
      } finally {
        setSending(false);
      }
    },
    [venueId, publicLink, tableNumber],
  );

  return { isSending, notice, clearNotice: () => setNotice(null), send };
}
