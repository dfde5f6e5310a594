import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../domain/money";
import { emailReceipt, getReceipt, receiptRef, type Receipt } from "../../data/payments";
import { toUserError } from "../../data/errors";
import { LineChoices } from "./line-choices";

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
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState("");
  const [polls, setPolls] = useState(0);
  const [isFull, setIsFull] = useState(false);

  useEffect(() => {
    let isLive = true;
    getReceipt(reference)
      .then((r) => isLive && setReceipt(r))
      .catch(() => isLive && setError("This receipt could not be loaded."));
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
    <Dialog open title="Receipt" onClose={onClose} className="receipt-dialog">
      {error ? (
        <p role="alert">{error}</p>
      ) : !receipt ? (
        <Spinner label="Loading your receipt" />
      ) : (
        <div aria-live="polite">
          {receipt.status === "paid" || receipt.status === "refunded" ? (
            <p className="receipt-status">
              Payment received. Thank you!
              {receipt.kind === "order" && " Your order is on its way to the kitchen."}
            </p>
          ) : receipt.status === "failed" ? (
            <p role="alert">
              This payment did not go through: nothing was charged. Pay again from the bill, or pay the staff.
            </p>
          ) : polls >= POLLS ? (
            <p>
              Still waiting for the payment provider's confirmation. If you were charged, the staff can confirm your
              payment.
            </p>
          ) : (
            <p>Waiting for the payment provider's confirmation…</p>
          )}
          {!!receipt.lines?.length && (
            <ul className="bill-lines" aria-label="Paid for">
              {receipt.lines.map((l, i) => (
                <li key={i}>
                  <span>
                    {l.title} × {l.count}
                    {l.shared && <span className="muted"> (shared)</span>}
                    <LineChoices choices={l.choices} currency={receipt.currency.toUpperCase()} />
                  </span>
                  <span>{money(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <dl className="receipt" style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.25rem 1rem" }}>
            <dt>Venue</dt>
            <dd style={{ margin: 0 }}>{receipt.venue}</dd>
            <dt>Table</dt>
            <dd style={{ margin: 0 }}>{receipt.table}</dd>
            <dt>Share</dt>
            <dd style={{ margin: 0 }}>{receipt.label}</dd>
            <dt>Amount</dt>
            <dd style={{ margin: 0 }}>{money(receipt.amountCents)}</dd>
            <dt>Tip</dt>
            <dd style={{ margin: 0 }}>{money(receipt.tipCents)}</dd>
            <dt>Total</dt>
            <dd style={{ margin: 0 }}>
              <strong>{money(receipt.amountCents + receipt.tipCents)}</strong>
            </dd>
            {receipt.refundedCents > 0 && (
              <>
                <dt>Refunded</dt>
                <dd style={{ margin: 0 }}>{money(receipt.refundedCents)}</dd>
              </>
            )}
          </dl>
          {receipt.receipt ? (
            <p>
              <button type="button" className="button" onClick={() => setIsFull(true)}>
                Show the receipt
              </button>
            </p>
          ) : (
            receipt.canEmail &&
            (receipt.status === "paid" || receipt.status === "refunded") && <EmailReceipt reference={reference} />
          )}
          {isFull && receipt.receipt && (
            <Suspense fallback={null}>
              <ReceiptView token={receipt.receipt} onClose={() => setIsFull(false)} />
            </Suspense>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** "E-mail me the receipt" (where the server sends mail). */
function EmailReceipt({ reference }: { reference: string }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "busy" | "sent" | "error"; text?: string }>({ kind: "idle" });
  if (state.kind === "sent") return <p role="status">Receipt sent to {email}.</p>;
  return (
    <form
      className="receipt-email"
      onSubmit={async (e) => {
        e.preventDefault();
        setState({ kind: "busy" });
        try {
          await emailReceipt(reference, email.trim());
          setState({ kind: "sent" });
        } catch (err) {
          setState({ kind: "error", text: toUserError(err).message });
        }
      }}
    >
      <label>
        E-mail me the receipt
        <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit" className="button small" disabled={state.kind === "busy"}>
        Send
      </button>
      {state.kind === "error" && <p role="alert">{state.text}</p>}
    </form>
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
