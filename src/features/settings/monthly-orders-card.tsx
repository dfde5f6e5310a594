import { formatMonth } from "../../domain/format";
import { msg } from "../../domain/messages";
import { useDateStyle } from "../../hooks/use-date-style";
import { monthlyLevel } from "../../domain/monthly-orders";
import { fetchMonthlyOrders } from "../../data/monthly-orders";
import { useLoad } from "../../hooks/use-load";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";

const NOTES = { free: "monthlyOrdersFree", near: "monthlyOrdersNear", over: "monthlyOrdersOver" } as const;

/** This month's orders against the 500 free ones (docs/operations.md#monthly-orders). */
export function MonthlyOrdersCard({ ownerId }: { ownerId: string }) {
  const load = useLoad(() => fetchMonthlyOrders(ownerId), ownerId);
  const counts = load.data;
  // The billing month is counted in UTC (docs/operations.md#monthly-orders); named in the venue's language.
  const dateStyle = useDateStyle();
  const level = counts ? monthlyLevel(counts.orders, counts.free) : "free";
  return (
    <section className="card monthly-orders" aria-labelledby="monthly-orders-title">
      <h2 id="monthly-orders-title">Orders this month</h2>
      {load.hasFailed && <LoadError onRetry={load.reload}>{msg("monthlyOrdersFailed")}</LoadError>}
      {load.isLoading && !counts && <Spinner label="Loading this month's orders" />}
      {counts && (
        <>
          <p className={`monthly-count level-${level}`}>
            <strong>{counts.orders}</strong> of {counts.free} free orders
          </p>
          <meter
            min={0}
            max={counts.free}
            low={400}
            high={counts.free}
            optimum={0}
            value={Math.min(counts.orders, counts.free)}
            aria-label={`${counts.orders} of ${counts.free} free orders this month`}
          />
          <p className="muted">
            {counts.waiterCalls} waiter {counts.waiterCalls === 1 ? "call" : "calls"}
            {counts.testOrders
              ? ` and ${counts.testOrders} test ${counts.testOrders === 1 ? "order" : "orders"}`
              : ""}{" "}
            not counted. Month <span className="monthly-month">{formatMonth(counts.month, dateStyle)} (UTC)</span>.
          </p>
          <p className={level === "over" ? "monthly-note over" : "muted"}>{msg(NOTES[level])}</p>
        </>
      )}
    </section>
  );
}
