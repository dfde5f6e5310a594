import { useEffect, useRef, useState } from "react";
import { useReactToPrint } from "react-to-print";
import { formatTicketTime, kitchenLines } from "../../domain/kitchen";
import { localDay, placeOf, type Order } from "../../domain/orders";
import { useDateStyle } from "../../hooks/use-date-style";
import "./kitchen-ticket.css";

/** 80 mm receipt paper: 72 mm printable, no margins, height as long as the ticket. */
const TICKET_PAGE_STYLE =
  "@page { size: 80mm auto; margin: 0; } html, body { margin: 0; padding: 0; background: #fff; }";

/** A kitchen ticket (docs/kitchen.md#kitchen-tickets): table (or takeaway number), time, lines with counts and extras; no prices. */
export function KitchenTicket({ order, printedAt }: { order: Order; printedAt: Date }) {
  const dateStyle = useDateStyle();
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <p className="ticket-table">{placeOf(order, localDay(printedAt))}</p>
      <p className="ticket-time">Sent {formatTicketTime(order.created, dateStyle)}</p>
      <ul className="ticket-lines">
        {kitchenLines(order.items).map((l) => (
          <li key={l.dishId}>
            <span className="ticket-count">{l.count} ×</span> <span className="ticket-title">{l.title}</span>
            {Object.keys(l.modifiers).map((m) => (
              <span key={m} className="ticket-extra">
                + {m}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <p className="ticket-foot">
        Order #{order.id} · printed {formatTicketTime(printedAt, dateStyle)}
      </p>
    </div>
  );
}

/**
 * Prints kitchen tickets one after another with react-to-print. Returns `print(order)` and the
 * hidden element that holds the ticket being printed (render it once on the page).
 */
export function useTicketPrinter() {
  const ref = useRef<HTMLDivElement>(null);
  const [queue, setQueue] = useState<Array<{ order: Order; at: Date; key: number }>>([]);
  const seq = useRef(0);
  const next = () => setQueue((q) => q.slice(1));
  const print = useReactToPrint({
    contentRef: ref,
    documentTitle: queue[0] ? `Ticket table ${queue[0].order.tableSlug}` : "Ticket",
    pageStyle: TICKET_PAGE_STYLE,
    onAfterPrint: next,
    onPrintError: (where, e) => {
      console.error(`ticket print failed (${where})`, e);
      next();
    },
  });
  // react-to-print hands out a new function on every render: print through a ref, once per ticket.
  const printRef = useRef(print);
  useEffect(() => {
    printRef.current = print;
  });
  const head = queue[0]?.key;
  useEffect(() => {
    // The ticket at the head of the queue has rendered: print it.
    if (head !== undefined) printRef.current();
  }, [head]);

  const element = (
    <div className="print-source" hidden>
      <div ref={ref}>{queue[0] && <KitchenTicket order={queue[0].order} printedAt={queue[0].at} />}</div>
    </div>
  );
  return {
    print: (order: Order) => setQueue((q) => [...q, { order, at: new Date(), key: ++seq.current }]),
    element,
  };
}
