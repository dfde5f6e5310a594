import { formatOrderTime } from "../../domain/format";
import { formatMoney } from "../../domain/money";
import type { VisitView } from "../../domain/visit";
import { ORDERS_TOPIC } from "../../data/orders";
import { listApartOrders, type ApartOrder } from "../../data/venue-visits";
import { useDateStyle } from "../../hooks/use-date-style";
import { useLiveList } from "../../hooks/use-live-list";

const at = (s: string) => Date.parse(s.replace(" ", "T"));

/**
 * Orders at a table with an open tab that are not on it (docs/table-tab.md#orders-join-the-visit):
 * a phone with the table's code that is not in its group ordered apart. They never change the
 * party's bill; the staff add one to the right tab. Shown only while the venue has open tabs.
 */
export function ApartOrders({
  visits,
  ownerId,
  currency,
  busy,
  onAdopt,
}: {
  visits: VisitView[];
  ownerId: string;
  currency: string;
  busy: boolean;
  onAdopt: (v: VisitView, o: ApartOrder) => void;
}) {
  const dateStyle = useDateStyle();
  const live = useLiveList(listApartOrders, [ORDERS_TOPIC], ownerId);
  const byTable = new Map(visits.map((v) => [v.table, v]));
  // Only orders made at a table while its tab is open: older ones were paid as the spec says.
  const apart = (live.data ?? []).filter((o) => {
    const v = byTable.get(o.table);
    return v !== undefined && at(o.created) >= at(v.since);
  });
  if (live.hasFailed) {
    return (
      <p className="muted" role="status">
        Orders outside the tabs could not be loaded.{" "}
        <button type="button" className="button small secondary" onClick={live.reload}>
          Try again
        </button>
      </p>
    );
  }
  if (apart.length === 0) return null;
  return (
    <section className="apart-orders" aria-labelledby="apart-orders-title">
      <h3 id="apart-orders-title">Orders outside the table's tab</h3>
      <p className="muted">
        A phone that is not in the table's group ordered these. Add one to a tab if it belongs there.
      </p>
      <ul>
        {apart.map((o) => {
          const v = byTable.get(o.table)!;
          return (
            <li key={o.id}>
              <span>
                Table {o.table} · {formatOrderTime(o.created, dateStyle)} · {o.lines} ·{" "}
                {formatMoney(o.totalCents / 100, currency)}
              </span>
              <button type="button" className="button small secondary" disabled={busy} onClick={() => onAdopt(v, o)}>
                Add to table {o.table}'s tab
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
