import { chartSeries, formatCents, type DishFigure, type SalesStats } from "../../domain/sales";
import { WAITER_KINDS, WAITER_REQUESTS } from "../../domain/order-lines";
import { useDateStyle } from "../../hooks/use-date-style";
import { useNow } from "../../hooks/use-now";
import { BarChart } from "./bar-chart";

const WAITER_LABELS = WAITER_KINDS.map((kind) => [kind, WAITER_REQUESTS[kind]] as const);

function DishList({ title, dishes, by }: { title: string; dishes: DishFigure[]; by: "count" | "revenue" }) {
  return (
    <section className="card sales-card" aria-label={title}>
      <h3>{title}</h3>
      {dishes.length === 0 ? (
        <p className="muted">No dishes sold in this period.</p>
      ) : (
        <ol className="sales-dishes">
          {dishes.map((d) => (
            <li key={`${d.title}\u0000${d.currency}`}>
              <span>{d.title}</span>
              <span className="muted"> — </span>
              <span>
                {by === "count" ? (
                  <>
                    <strong>{d.count} sold</strong> · {formatCents(d.cents, d.currency)}
                  </>
                ) : (
                  <>
                    <strong>{formatCents(d.cents, d.currency)}</strong> · {d.count} sold
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Sales of the chosen range (docs/sales.md): charts per day/hour, average order, top dishes, waiter calls. */
export function SalesPanel({ stats }: { stats: SalesStats }) {
  const dateStyle = useDateStyle();
  const now = useNow();
  const unit = stats.range.unit;
  const per = unit === "hour" ? "hour" : "day";
  const currencies = stats.totals.map((t) => t.currency);
  return (
    <section className="sales" aria-labelledby="sales-heading">
      <h2 id="sales-heading">Sales</h2>
      <div className="sales-figures">
        <section className="card sales-card" aria-label="Average order value">
          <h3>Average order value</h3>
          {stats.totals.length === 0 ? (
            <p className="sales-figure">{formatCents(0, "")}</p>
          ) : (
            stats.totals.map((t) => (
              <p key={t.currency} className="sales-figure">
                <strong>{formatCents(t.averageCents, t.currency)}</strong>{" "}
                <span className="muted">
                  over {t.salesCount} {t.salesCount === 1 ? "order" : "orders"}
                </span>
              </p>
            ))
          )}
        </section>
        <section className="card sales-card" aria-label="Waiter calls">
          <h3>Waiter calls</h3>
          <dl className="sales-calls">
            {WAITER_LABELS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{stats.waiterCalls[key]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {currencies.map((currency) => {
        const { revenue, orders } = chartSeries(stats.series, unit, currency, dateStyle, now);
        const suffix = currencies.length > 1 ? ` (${currency || "no currency"})` : "";
        return (
          <div key={currency} className="sales-charts">
            <BarChart
              title={`Revenue per ${per}${currency ? ` in ${currency}` : ""}`}
              bars={revenue}
              format={(v) => formatCents(v, "")}
              unitLabel={per}
            />
            <BarChart
              title={`Orders per ${per}${suffix}`}
              bars={orders}
              format={(v) => String(v)}
              integer
              unitLabel={per}
            />
          </div>
        );
      })}
      <div className="sales-figures">
        <DishList title="Top dishes by count" dishes={stats.topByCount} by="count" />
        <DishList title="Top dishes by revenue" dishes={stats.topByRevenue} by="revenue" />
      </div>
    </section>
  );
}
