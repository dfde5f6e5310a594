import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../domain/money";
import { emailReceipt, getReceipt, receiptRef, type Receipt } from "../../data/payments";
import { LineChoices } from "./line-choices";
import { receiptLabel } from "../../domain/receipt-label";
import { RECEIPT_WORDS_EN } from "../../domain/receipt-words";
import { useWords } from "./guest-words";
import { useMessageWords } from "./use-message-words";
import { ReceiptEmailForm } from "./receipt-email-form";
import { useMoreWords } from "./use-more-words";

// The full receipt (legal details, tax, number: docs/tax-and-receipts.md#receipts), on the tap.
const ReceiptView = lazy(() => import("./receipt-view").then((m) => ({ default: m.ReceiptView })));

/** How often, and how many times, the receipt asks again while the provider has not confirmed. */
const POLL_MS = 2000;
const POLLS = 30;

/**
 * The receipt after paying online (docs/payments.md#the-receipt): the provider sends the guest back
 * to the menu with `?receipt=<id>.<key>`. The payment counts once the provider's webhook confirmed
 * it, which may come a moment after the guest is back: until then the page says it is waiting.
 */
export function ReceiptDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const w = useMoreWords("receipt", RECEIPT_WORDS_EN);
  const { t, lang } = useWords();
  const m = useMessageWords(lang);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [failed, setFailed] = useState(false);
  const [polls, setPolls] = useState(0);
  const [isFull, setIsFull] = useState(false);

  useEffect(() => {
    let isLive = true;
    getReceipt(reference)
      .then((r) => isLive && setReceipt(r))
      .catch(() => isLive && setFailed(true));
    return () => {
      isLive = false;
    };
  }, [reference, polls]);

  useEffect(() => {
    if (receipt?.status !== "pending" || polls >= POLLS) return;
    const t = setTimeout(() => setPolls((n) => n + 1), POLL_MS);
    return () => clearTimeout(t);
  }, [receipt, polls]);

  const money = (c: number) => formatMoney(c / 100, receipt?.currency.toUpperCase() ?? "");
  return (
    <Dialog open title={w("receipt")} closeLabel={t("close")} onClose={onClose} className="receipt-dialog">
      {failed ? (
        <p role="alert">{w("loadFailed")}</p>
      ) : !receipt ? (
        <Spinner label={w("loading")} />
      ) : (
        <div aria-live="polite">
          {receipt.status === "paid" || receipt.status === "refunded" ? (
            <p className="receipt-status">
              {w("paid")}
              {receipt.kind === "order" && ` ${w("orderOnWay")}`}
            </p>
          ) : receipt.status === "failed" ? (
            <p role="alert">{w("failed")}</p>
          ) : polls >= POLLS ? (
            <p>{w("stillWaiting")}</p>
          ) : (
            <p>{w("waiting")}</p>
          )}
          {!!receipt.lines?.length && (
            <ul className="bill-lines" aria-label={w("paidFor")}>
              {receipt.lines.map((l, i) => (
                <li key={i}>
                  <span>
                    {l.title} × {l.count}
                    {l.shared && <span className="muted"> {w("shared")}</span>}
                    <LineChoices choices={l.choices} currency={receipt.currency.toUpperCase()} />
                  </span>
                  <span>{money(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <dl className="receipt" style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.25rem 1rem" }}>
            <dt>{w("venue")}</dt>
            <dd style={{ margin: 0 }}>{receipt.venue}</dd>
            <dt>{w("table")}</dt>
            <dd style={{ margin: 0 }}>{receipt.table}</dd>
            <dt>{w("share")}</dt>
            <dd style={{ margin: 0 }}>{receiptLabel(receipt.label, w)}</dd>
            <dt>{w("amount")}</dt>
            <dd style={{ margin: 0 }}>{money(receipt.amountCents)}</dd>
            <dt>{w("tip")}</dt>
            <dd style={{ margin: 0 }}>{money(receipt.tipCents)}</dd>
            <dt>{w("total")}</dt>
            <dd style={{ margin: 0 }}>
              <strong>{money(receipt.amountCents + receipt.tipCents)}</strong>
            </dd>
            {receipt.refundedCents > 0 && (
              <>
                <dt>{w("refunded")}</dt>
                <dd style={{ margin: 0 }}>{money(receipt.refundedCents)}</dd>
              </>
            )}
          </dl>
          {receipt.receipt ? (
            <p>
              <button type="button" className="button" onClick={() => setIsFull(true)}>
                {w("showReceipt")}
              </button>
            </p>
          ) : (
            receipt.canEmail &&
            (receipt.status === "paid" || receipt.status === "refunded") && (
              <ReceiptEmailForm send={(email) => emailReceipt(reference, email)} w={w} m={m} />
            )
          )}
          {isFull && receipt.receipt && (
            <Suspense fallback={null}>
              <ReceiptView token={receipt.receipt} w={w} onClose={() => setIsFull(false)} />
            </Suspense>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The receipt the page's URL names (`?receipt=`), if any; closing it drops the parameter. */
export function ReceiptFromUrl({ onClose }: { onClose: () => void }) {
  const reference = receiptRef();
  if (!reference) return null;
  return (
    <ReceiptDialog
      reference={reference}
      onClose={() => {
        window.history.replaceState(null, "", window.location.pathname);
        onClose();
      }}
    />
  );
}
