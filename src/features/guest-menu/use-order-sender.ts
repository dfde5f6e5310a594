import { useCallback, useEffect, useRef, useState } from "react";
import { msg } from "../../domain/messages";
import { randomId, sendOrder, type SendOrderInput } from "../../data/guest-orders";

export interface Notice {
  kind: "success" | "error";
  text: string;
}

/**
 * Sends orders idempotently: retries of the same lines reuse one clientRequestId (a timeout that
 * did reach the server never makes a second order); a success or different lines start a new id.
 */
export function useOrderSender(publicLink: string, tableNumber: string) {
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const attempt = useRef<{ signature: string; id: string } | null>(null);

  // A success note steps aside after a while; a failure stays until the guest acts.
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  const send = useCallback(
    async (items: SendOrderInput["items"], total: number): Promise<boolean> => {
      const signature = JSON.stringify(items.map((i) => [i.dishId, i.count]));
      if (!attempt.current || attempt.current.signature !== signature)
        attempt.current = { signature, id: randomId(24) };
      setSending(true);
      setNotice(null);
      try {
        await sendOrder({ publicLink, tableNumber, items, total, clientRequestId: attempt.current.id });
        attempt.current = null;
        setNotice({ kind: "success", text: msg("orderSent") });
        return true;
      } catch (e) {
        console.error("order send failed", e);
        setNotice({ kind: "error", text: msg("orderSendFailed") });
        return false;
      } finally {
        setSending(false);
      }
    },
    [publicLink, tableNumber],
  );

  return { isSending, notice, clearNotice: () => setNotice(null), send };
}
