import { useId, useState, type FormEvent } from "react";
import { useConfirm } from "../../components/ui/confirm";
import { formatMoney } from "../../domain/money";
import { refundReceiptInCash } from "../../data/cash-refunds";
import type { ReceiptAnswer } from "../../data/receipts";
import { toUserError } from "../../data/errors";

/** "2.95" or "2,95" as cents; NaN for anything else. */
function centsOf(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d{0,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
}

/**
 * A cash refund of a receipt (docs/tax-and-receipts.md#cash-refunds), for the owner and managers:
 * the amount (all that is left, or less), a confirmation, then the credit receipt it made
 * (`onRefunded`). The server checks the amount against what is left and answers any refusal.
 */
export function CashRefundForm({
  sale,
  onRefunded,
}: {
  sale: ReceiptAnswer & { refundLeftCents: number };
  onRefunded: (credit: ReceiptAnswer) => void;
}) {
  const left = sale.refundLeftCents;
  const cur = sale.receipt.currency;
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const id = useId();
  const cents = centsOf(amount);
  const isValid = Number.isInteger(cents) && cents >= 1 && cents <= left;
  const money = (c: number) => formatMoney(c / 100, cur);

  if (!isOpen) {
    return (
      <button type="button" className="button small secondary" onClick={() => setOpen(true)}>
        Refund in cash
      </button>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValid) return;
    const isSure = await confirm({
      title: `Give back ${money(cents)} in cash?`,
      body: `A credit receipt for receipt ${sale.receipt.number} is made. It cannot be undone.`,
      confirmLabel: `Refund ${money(cents)}`,
    });
    if (!isSure) return;
    setBusy(true);
    setError("");
    try {
      onRefunded(await refundReceiptInCash(sale.id, cents));
    } catch (err) {
      setError(toUserError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cash-refund" onSubmit={submit} aria-label="Refund in cash">
      <p>Up to {money(left)} can be given back.</p>
      <label htmlFor={id}>Amount to give back ({cur})</label>
      <div className="cash-refund-row">
        <input
          id={id}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={!isValid}
          aria-describedby={isValid ? undefined : `${id}-hint`}
        />
        <button type="submit" className="button danger" disabled={isBusy || !isValid}>
          {isBusy ? "Refunding…" : "Refund in cash"}
        </button>
        <button type="button" className="button secondary" onClick={() => setOpen(false)} disabled={isBusy}>
          Cancel
        </button>
      </div>
      {!isValid && (
        <p id={`${id}-hint`} className="field-error">
          Refund from 0.01 to {money(left)}.
        </p>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {confirmDialog}
    </form>
  );
}
