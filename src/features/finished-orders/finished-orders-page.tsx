import { useCallback, useEffect } from "react";
import { useUrlParams } from "../../hooks/use-url-params";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney, formatOrderTime, isWithinBounds, toServerBound } from "../../domain/format";
import { lineAmount, sumTotals } from "../../domain/orders";
import { FINISHED_ORDERS_TOPIC, listFinishedOrders } from "../../data/orders";
import { refreshSession } from "../../data/session";
import { useLiveList } from "../../hooks/use-live-list";
import { useOwner } from "../../hooks/use-session";
import "./finished-orders.css";

/** Finished orders (spec 2): From/To filters (server, then client), total with 2 decimals, cards, live. */
export function FinishedOrdersPage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const { params, setParam } = useUrlParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";

  useEffect(() => {
    refreshSession().catch(() => {});
  }, []);

  const load = useCallback(
    () => listFinishedOrders(ownerId, toServerBound(from), toServerBound(to, true)),
    [ownerId, from, to],
  );
  const live = useLiveList(load, [FINISHED_ORDERS_TOPIC], `${ownerId}|${from}|${to}`);
  // Spec 5: the bounds are applied on the server and again on the client.
  const orders = (live.data ?? []).filter((o) => o.finished && isWithinBounds(o.updated, from, to));
  const currency = orders.find((o) => o.currency)?.currency || owner?.currency || "";

  return (
    <section className="finished-page">
      <h1>Finished orders</h1>
      <div className="finished-filters">
        <div className="field">
          <label htmlFor="finished-from">From</label>
          <input
            id="finished-from"
            type="datetime-local"
            value={from}
            onChange={(e) => setParam("from", e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="finished-to">To</label>
          <input id="finished-to" type="datetime-local" value={to} onChange={(e) => setParam("to", e.target.value)} />
        </div>
      </div>
      <p className="finished-total" aria-live="polite">
        Total: <strong>{formatMoney(sumTotals(orders), currency)}</strong>
      </p>
      {live.isLoading ? (
        <Spinner label="Loading finished orders" />
      ) : orders.length === 0 ? (
        <p className="empty">No finished orders{from || to ? " in this period" : " yet"}.</p>
      ) : (
        <div className="finished-list">
          {orders.map((o) => (
            <article key={o.id} className="card finished-card" aria-label={`Finished order, table ${o.tableSlug}`}>
              <header className="finished-card-head">
                <h2>Table {o.tableSlug}</h2>
                <span>{formatOrderTime(o.updated)}</span>
              </header>
              <ul className="finished-lines">
                {o.items.map((l) => (
                  <li key={l.dishId}>
                    <span>
                      {l.title} × {l.count}
                    </span>
                    <span>{formatMoney(lineAmount(l), o.currency || currency)}</span>
                  </li>
                ))}
              </ul>
              <p className="finished-card-total">
                <span>Total</span> <strong>{formatMoney(o.total, o.currency || currency)}</strong>
              </p>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
