import { lazy, Suspense, useEffect, useState } from "react";
import { getOrderReceiptToken } from "../../data/receipts";
import { RECEIPT_WORDS_EN } from "../../domain/receipt-words";
import { useMoreWords } from "./use-more-words";

// The receipt itself (legal details, tax, number, PDF and mail: docs/tax-and-receipts.md#receipts), on the tap.
const ReceiptView = lazy(() => import("./receipt-view").then((m) => ({ default: m.ReceiptView })));

/**
 * "Receipt" on a takeaway order this phone sent, once the order has one (handed over and paid at the
 * counter, or paid online): asked again on each status change of the order; nothing while it has none
 * or the question failed (the next status asks again). Its own lazy chunk, loaded on the takeaway page.
 */
export function OrderReceipt({ orderId, status }: { orderId: string; status: string }) {
  const w = useMoreWords("receipt", RECEIPT_WORDS_EN);
  const [token, setToken] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    let isLive = true;
    getOrderReceiptToken(orderId)
      .then((t) => isLive && setToken(t))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [orderId, status]);
  if (!token) return null;
  return (
    <>
      <button type="button" className="button small my-order-receipt" onClick={() => setOpen(true)}>
        {w("receipt")}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReceiptView token={token} w={w} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
