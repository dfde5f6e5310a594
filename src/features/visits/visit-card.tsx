import { useState, type FormEvent } from "react";
import { formatOrderTime } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { formatMoney } from "../../domain/money";
import { splitText, type VisitPart, type VisitView } from "../../domain/visit";

interface Props {
  visit: VisitView;
  currency: string;
  isBusy: boolean;
  onPay: (share: number) => void;
  /** A member's part paid early, in cash or card at the table (docs/table-tab.md#pay-your-part). */
  onPayPart?: (part: VisitPart) => void;
  onClose: () => void;
  onMove: (table: number) => void;
  /** Takes phone number `n` out of the group. */
  onRemove?: (n: number) => void;
  /** Empties the table's group. */
  onReset?: () => void;
  /** Opens a paid share's or part's receipt (its id). */
  onReceipt?: (id: string) => void;
}

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);

/** One open visit for the staff: table, since when, running total, the bill asked for and its shares. */
export function VisitCard({
  visit,
  currency,
  isBusy,
  onPay,
  onPayPart,
  onClose,
  onMove,
  onRemove,
  onReset,
  onReceipt,
}: Props) {
  const parts = visit.parts ?? [];
  const dateStyle = useDateStyle();
  const [isMoving, setMoving] = useState(false);
  const titleId = `visit-${visit.id}-title`;
  const bill = visit.bill;
  const onMoveSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const n = Number(new FormData(e.currentTarget).get("table"));
    if (Number.isInteger(n) && n >= 1) onMove(n);
  };
  return (
    <article className={`card visit-card ${bill ? "is-bill" : ""}`} aria-labelledby={titleId}>
      <header className="visit-card-head">
        <h3 id={titleId}>Table {visit.table}</h3>
        {visit.status === "billRequested" && <span className="visit-badge">Bill requested</span>}
      </header>
      <p className="muted">
        Since {formatOrderTime(visit.since, dateStyle)} · {visit.orders} {visit.orders === 1 ? "order" : "orders"}
        {visit.members.length > 0 && ` · ${visit.members.length} ${visit.members.length === 1 ? "phone" : "phones"}`}
      </p>
      <p className="visit-total">
        Running total <strong>{money(visit.totalCents, currency)}</strong>
        {(visit.paidCents ?? 0) > 0 && (
          <span className="muted"> · left to pay {money(visit.totalCents - (visit.paidCents ?? 0), currency)}</span>
        )}
      </p>
      {parts.length > 0 && (
        <section aria-label={`Parts paid early at table ${visit.table}`}>
          <ul className="visit-shares">
            {parts.map((p) => (
              <li key={p.no}>
                <span>
                  {p.label}'s part: {money(p.amountCents + p.tipCents, currency)}
                  <span className="muted">
                    {p.tipCents > 0 && ` (tip ${money(p.tipCents, currency)})`} ·{" "}
                    {p.method === "online" ? "paying online" : p.method}
                  </span>
                </span>
                {p.paid ? (
                  <span className="visit-paid">
                    {p.online ? "Paid online" : "Paid"}
                    <ReceiptLink token={p.receipt} no={p.receiptNo} onOpen={onReceipt} />
                  </span>
                ) : (
                  <button type="button" className="button small" disabled={isBusy} onClick={() => onPayPart?.(p)}>
                    Mark paid<span className="visually-hidden">: {p.label}'s part</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {bill && (
        <section aria-label={`Bill of table ${visit.table}`}>
          <p>
            {splitText(bill)} · tip {money(bill.tipCents, currency)} · {bill.method === "card" ? "Card" : "Cash"} at the
            table
          </p>
          <ul className="visit-shares">
            {bill.shares.map((s, i) => (
              <li key={i}>
                <span>
                  {s.label}: {money(s.amountCents + s.tipCents, currency)}
                  {s.tipCents > 0 && <span className="muted"> (tip {money(s.tipCents, currency)})</span>}
                </span>
                {s.paid ? (
                  <span className="visit-paid">
                    {s.online ? "Paid online" : "Paid"}
                    <ReceiptLink token={s.receipt} no={s.receiptNo} onOpen={onReceipt} />
                  </span>
                ) : (
                  <button type="button" className="button small" disabled={isBusy} onClick={() => onPay(i)}>
                    Mark paid<span className="visually-hidden">: {s.label}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="visit-actions">
        {isMoving ? (
          <form onSubmit={onMoveSubmit} className="visit-move" aria-label={`Move table ${visit.table}`}>
            <label>
              To table <input name="table" type="number" min={1} step={1} required inputMode="numeric" />
            </label>
            <button type="submit" className="button small" disabled={isBusy}>
              Move
            </button>
            <button type="button" className="button small secondary" onClick={() => setMoving(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <button type="button" className="button small secondary" onClick={() => setMoving(true)}>
            Move<span className="visually-hidden"> table {visit.table}</span>
          </button>
        )}
        <button type="button" className="button small danger" disabled={isBusy} onClick={onClose}>
          Close<span className="visually-hidden"> table {visit.table}</span>
        </button>
      </div>
      {onRemove && onReset && <VisitPhones visit={visit} isBusy={isBusy} onRemove={onRemove} onReset={onReset} />}
    </article>
  );
}

/** "Receipt 12" beside a paid share or part that has a receipt (docs/tax-and-receipts.md#receipts). */
function ReceiptLink({ token, no, onOpen }: { token?: string; no?: number; onOpen?: (id: string) => void }) {
  if (!token || !onOpen) return null;
  return (
    <>
      {" "}
      <button type="button" className="button small secondary" onClick={() => onOpen(token.split(".")[0])}>
        Receipt {no}
      </button>
    </>
  );
}

/** The group's phones on the staff's card: remove one, or reset the table's group. */
function VisitPhones({
  visit,
  isBusy,
  onRemove,
  onReset,
}: {
  visit: VisitView;
  isBusy: boolean;
  onRemove: (n: number) => void;
  onReset: () => void;
}) {
  if (!visit.members.length) return null;
  return (
    <details className="visit-phones">
      <summary>Phones in the group ({visit.members.length})</summary>
      <ul aria-label={`Phones in table ${visit.table}'s group`}>
        {visit.members.map((m) => (
          <li key={m.n}>
            <span>{m.label}</span>
            <button type="button" className="button small secondary" disabled={isBusy} onClick={() => onRemove(m.n)}>
              Remove phone<span className="visually-hidden"> {m.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button small secondary" disabled={isBusy} onClick={onReset}>
        Reset table group<span className="visually-hidden"> of table {visit.table}</span>
      </button>
    </details>
  );
}
