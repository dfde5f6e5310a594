import { useEffect, useRef, useState, type FormEvent } from "react";
import { useReactToPrint } from "react-to-print";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ReceiptDocument } from "../../components/receipt-document";
import { findReceiptByNumber, getStaffReceipt, printReceiptAtStation, type ReceiptAnswer } from "../../data/receipts";
import { toUserError } from "../../data/errors";
import { managesVenue } from "../../domain/team";
import { useOwner } from "../../hooks/use-session";
import { CashRefundForm } from "./cash-refund-form";

/** 80 mm receipt paper, as the kitchen tickets (src/features/orders/kitchen-ticket.tsx). */
const RECEIPT_PAGE_STYLE =
  "@page { size: 80mm auto; margin: 4mm; } html, body { margin: 0; padding: 0; background: #fff; font-size: 11px; }";

/** Which receipt to show: by id (a paid share's or part's) or by its number. */
export type ReceiptRef = { id: string } | { number: number };

/**
 * A receipt for the staff (docs/tax-and-receipts.md#receipts): the receipt itself, Print (this
 * browser's print dialog, react-to-print) and Print at the printer (a receipt job for the venue's
 * print agent, docs/kitchen.md#stations-and-printers), and for the owner and managers a cash refund of a
 * receipt not paid online (docs/tax-and-receipts.md#cash-refunds): the credit receipt shows then.
 */
export function StaffReceiptDialog({ of, onClose }: { of: ReceiptRef; onClose: () => void }) {
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState<{ kind: "info" | "error"; text: string } | null>(null);
  const ref = useRef<HTMLElement>(null);
  const owner = useOwner();
  const print = useReactToPrint({
    contentRef: ref,
    documentTitle: answer ? `Receipt ${answer.receipt.number}` : "Receipt",
    pageStyle: RECEIPT_PAGE_STYLE,
  });
  const key = "id" in of ? of.id : String(of.number);
  useEffect(() => {
    let isLive = true;
    const load = "id" in of ? getStaffReceipt(of.id) : findReceiptByNumber(of.number);
    load
      .then((r) => {
        if (!isLive) return;
        if (r) setAnswer(r);
        else setError("There is no receipt with this number.");
      })
      .catch((e) => isLive && setError(toUserError(e).message));
    return () => {
      isLive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `of` is identified by `key`
  }, [key]);

  const toPrinter = async () => {
    if (!answer) return;
    setStatus(null);
    try {
      await printReceiptAtStation(answer.id);
      setStatus({ kind: "info", text: `Receipt ${answer.receipt.number} was sent to the printer.` });
    } catch (e) {
      setStatus({ kind: "error", text: toUserError(e).message });
    }
  };

  return (
    <Dialog
      open
      title="Receipt"
      onClose={onClose}
      className="staff-receipt"
      actions={
        answer && (
          <>
            <button type="button" className="button" onClick={() => print()}>
              Print
            </button>
            <button type="button" className="button secondary" onClick={toPrinter}>
              Print at the printer
            </button>
          </>
        )
      }
    >
      {error ? (
        <p role="alert">{error}</p>
      ) : !answer ? (
        <Spinner label="Loading the receipt" />
      ) : (
        <ReceiptDocument ref={ref} doc={answer.receipt} />
      )}
      {answer && owner && managesVenue(owner.role) && !!answer.refundLeftCents && (
        <CashRefundForm
          key={answer.id}
          sale={{ ...answer, refundLeftCents: answer.refundLeftCents }}
          onRefunded={(credit) => {
            setAnswer(credit);
            setStatus({
              kind: "info",
              text: `Refunded in cash: credit receipt ${credit.receipt.number} for receipt ${answer.receipt.number}.`,
            });
          }}
        />
      )}
      {status && (
        <p role={status.kind === "error" ? "alert" : "status"} className={status.kind === "error" ? "field-error" : ""}>
          {status.text}
        </p>
      )}
    </Dialog>
  );
}

/** "Find a receipt": by its number, for a table already closed or a takeaway order handed over. */
export function FindReceipt({ onFind }: { onFind: (number: number) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const n = Number(new FormData(e.currentTarget).get("number"));
    if (Number.isInteger(n) && n >= 1) onFind(n);
  };
  return (
    <form className="find-receipt" onSubmit={submit} aria-label="Find a receipt">
      <label>
        Receipt number <input name="number" type="number" min={1} step={1} required inputMode="numeric" />
      </label>
      <button type="submit" className="button small secondary">
        Show receipt
      </button>
    </form>
  );
}
