import { useCallback, useEffect, useState } from "react";
import { Banner } from "../../components/ui/banner";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../domain/money";
import { listPayments, refundPayment, type OnlinePayment } from "../../data/payments";
import { toUserError } from "../../data/errors";
import "./payments.css";

const STATUS: Record<OnlinePayment["status"], string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Not counted",
  refunded: "Refunded",
};

/**
 * Orders > Online payments (docs/payments.md#refunds): the venue's latest payments made from the
 * phone, and a full or partial refund of one through the provider. Nothing shows on a server
 * without payments, or before the venue's first online payment.
 */
export function OnlinePayments() {
  const [items, setItems] = useState<OnlinePayment[] | undefined>(undefined);
  const [error, setError] = useState("");
  const [refunding, setRefunding] = useState<OnlinePayment | null>(null);
  const load = useCallback(() => {
    listPayments()
      .then(setItems)
      .catch((e) => setError(toUserError(e).message));
  }, []);
  useEffect(load, [load]);

  if (items && items.length === 0) return null;
  const money = (c: number, cur: string) => formatMoney(c / 100, cur.toUpperCase());
  return (
    <section className="card online-payments" aria-labelledby="online-payments-title">
      <h2 id="online-payments-title">Online payments</h2>
      {error && <Banner kind="error">{error}</Banner>}
      {items === undefined && !error && <Spinner label="Loading online payments" />}
      {items && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Share</th>
                <th scope="col">Amount</th>
                <th scope="col">Tip</th>
                <th scope="col">Refunded</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
                  <td>{p.table}</td>
                  <td>{p.label}</td>
                  <td className="num">{money(p.amountCents, p.currency)}</td>
                  <td className="num">{money(p.tipCents, p.currency)}</td>
                  <td className="num">{p.refundedCents ? money(p.refundedCents, p.currency) : ""}</td>
                  <td title={p.note}>
                    {STATUS[p.status]}
                    {p.note && <span className="muted"> ({p.note})</span>}
                  </td>
                  <td>
                    {(p.status === "paid" || (p.status === "failed" && p.paidAt)) &&
                      p.refundedCents < p.amountCents + p.tipCents && (
                        <button type="button" className="button small secondary" onClick={() => setRefunding(p)}>
                          Refund
                          <span className="visually-hidden">
                            {" "}
                            table {p.table}, {p.label}
                          </span>
                        </button>
                      )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            load();
          }}
        />
      )}
    </section>
  );
}

/** Confirms a refund: all that is left, or the amount typed. */
function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: OnlinePayment;
  onClose: () => void;
  onDone: () => void;
}) {
  const left = payment.amountCents + payment.tipCents - payment.refundedCents;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);
  const t = amount.trim().replace(",", ".");
  const cents = /^\d+(\.\d{0,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
  const isValid = Number.isInteger(cents) && cents >= 1 && cents <= left;
  const cur = payment.currency.toUpperCase();
  const submit = async () => {
    setBusy(true);
    setError("");
    try {
      await refundPayment(payment.id, cents);
      onDone();
    } catch (e) {
      setError(toUserError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={`Refund table ${payment.table}, ${payment.label}`}
      onClose={onClose}
      actions={
        <button type="button" className="button danger" disabled={isBusy || !isValid} onClick={submit}>
          {isBusy ? "Refunding..." : `Refund ${isValid ? formatMoney(cents / 100, cur) : ""}`}
        </button>
      }
    >
      <p>
        The guest gets the money back on their card through Stripe. Up to {formatMoney(left / 100, cur)} can be
        refunded.
      </p>
      <label>
        Amount to refund ({cur})
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={!isValid} />
      </label>
      {!isValid && <p className="field-error">Refund from 0.01 to {formatMoney(left / 100, cur)}.</p>}
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
