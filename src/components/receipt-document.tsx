import { forwardRef } from "react";
import { choicesText } from "../domain/line-choices";
import { centsText } from "../domain/cents-text";
import { creditNote, paidWithText, receiptRows, receiptTitle, type ReceiptDoc } from "../domain/receipt";
import { receiptLabel } from "../domain/receipt-label";
import { sayEnglish, type ReceiptDocSay } from "../domain/receipt-doc-words";
import "./receipt-document.css";

/**
 * A receipt as the guest's phone and the staff's screen show it, and as the browser prints it
 * (docs/tax-and-receipts.md#receipts): the venue's legal details, the number, the local date and
 * time, each line with its choices, the money rows (src/domain/receipt.ts receiptRows), how it was paid.
 * `say`: its words in the guest page's language (English by default: the staff's screen).
 */
export const ReceiptDocument = forwardRef<HTMLElement, { doc: ReceiptDoc; say?: ReceiptDocSay }>(
  function ReceiptDocument({ doc, say = sayEnglish }, ref) {
    const money = (c: number) => `${centsText(c)} ${doc.currency}`;
    const note = creditNote(doc, say);
    const title = receiptTitle(doc, say);
    return (
      <article ref={ref} className="receipt-doc" aria-label={title}>
        <header>
          <p className="receipt-doc-legal">{doc.venue.legalName}</p>
          {doc.venue.address && <p>{doc.venue.address}</p>}
          {doc.venue.taxNumber && <p>{say("taxNumber", { number: doc.venue.taxNumber })}</p>}
        </header>
        <h3>{title}</h3>
        {note && <p className="receipt-doc-note">{note}</p>}
        <p className="muted">
          <time dateTime={doc.issuedAt}>{doc.localTime}</time> ({doc.zone}) · {receiptLabel(doc.where, say)}
          {doc.label && ` · ${receiptLabel(doc.label, say)}`}
        </p>
        {doc.partOfBill && <p className="muted">{say("partOfBillNote")}</p>}
        <table className="receipt-doc-table">
          <caption className="visually-hidden">{say("linesAndAmounts")}</caption>
          <tbody>
            {doc.lines.map((l, i) => (
              <tr key={i}>
                <th scope="row">
                  {l.count} × {doc.kind === "credit" ? receiptLabel(l.title, say) : l.title}
                  {l.shared && <span className="muted"> {say("shared")}</span>}
                  {l.choices.length > 0 && <span className="receipt-doc-choices">{choicesText(l.choices)}</span>}
                </th>
                <td>{money(l.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tbody className="receipt-doc-sums">
            {receiptRows(doc, say).map((r) => (
              <tr key={r.label} className={r.isTotal ? "receipt-doc-total" : undefined}>
                <th scope="row">{r.label}</th>
                <td>{money(r.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{paidWithText(doc.paidWith, say)}</p>
      </article>
    );
  },
);
