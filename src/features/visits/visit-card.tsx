import { useState, type FormEvent } from "react";
import { formatOrderTime } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { formatMoney } from "../../domain/money";
import { splitText, type VisitView } from "../../domain/visit";

interface Props {
  visit: VisitView;
  currency: string;
  isBusy: boolean;
  onPay: (share: number) => void;
  onClose: () => void;
  onMove: (table: number) => void;
}

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);

/** One open visit for the staff: table, since when, running total, the bill asked for and its shares. */
export function VisitCard({ visit, currency, isBusy, onPay, onClose, onMove }: Props) {
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
      </p>
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
                  <span className="visit-paid">{s.online ? "Paid online" : "Paid"}</span>
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
    </article>
  );
}
