import { useCallback, useState, type ReactNode } from "react";
import { usePagePastEnd } from "../../hooks/use-page-past-end";
import { useUrlParams } from "../../hooks/use-url-params";
import { Banner } from "../../components/ui/banner";
import { DateRangeFields } from "../../components/ui/date-range-fields";
import { Pagination } from "../../components/ui/pagination";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { OrderTotal } from "../../components/order-total";
import { formatOrderTime, isWithinBounds } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { useNow } from "../../hooks/use-now";
import { formatMoney, lineAmount } from "../../domain/money";
import { finishedTime, handledBy, placeOf, type Order } from "../../domain/orders";
import { msg } from "../../domain/messages";
import { EMPTY_SALES, salesRange, totalsText, utcOffsetMinutes, type SalesStats } from "../../domain/sales";
import { FINISHED_ORDERS_TOPIC, FINISHED_PAGE_SIZE } from "../../data/orders";
import { downloadFinishedCsv, fetchFinishedPage } from "../../data/stats";
import { useLiveList } from "../../hooks/use-live-list";
import { useOwner } from "../../hooks/use-session";
import { SalesPanel } from "./sales-panel";
import { StaffSalesPanel } from "./staff-sales-panel";
import { MoneyReportPanel } from "./money-report-panel";
import "./finished-orders.css";

interface FinishedView {
  stats: SalesStats;
  orders: Order[];
}

const EMPTY_VIEW: FinishedView = { stats: EMPTY_SALES, orders: [] };

/** The range's figures and one page of its orders (one request). */
async function loadFinished(from: string, to: string, page: number, timeZone: string): Promise<FinishedView> {
  const range = salesRange(from, to, timeZone);
  // A malformed date or From after To holds nothing: an empty state, no request, no error.
  if (range.isEmpty) return EMPTY_VIEW;
  // Day/hour buckets in the venue's zone (the viewer's without one), at its offset at the start of the range.
  const tz = utcOffsetMinutes(range.from ? new Date(range.from.replace(" ", "T") + "Z") : new Date(), timeZone);
  return fetchFinishedPage(range.from, range.to, tz, page);
}

/**
 * Finished orders (docs/sales.md): From/To filters in the URL (server, then client), the exact
 * total per currency from one server aggregate, 50 orders a page newest first, the range's sales,
 * a CSV export; live: every finished-order event reloads the figures and the page.
 */
export function FinishedOrdersPage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const { params, setParam: setUrlParam } = useUrlParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  // A new range starts again at page 1.
  const setParam = (key: string, value: string) => setUrlParam(key, value, key === "page" ? [] : ["page"]);
  // The filters are wall-clock times in the venue's zone, as the cards show (docs/owner-screens.md#dates-and-times).
  const timeZone = useDateStyle().timeZone;
  const { isEmpty, reason, from: fromBound, to: toBound } = salesRange(from, to, timeZone);
  const [exportError, setExportError] = useState("");
  const [isExporting, setExporting] = useState(false);

  const load = useCallback(() => loadFinished(from, to, page, timeZone), [from, to, page, timeZone]);
  const live = useLiveList(load, [FINISHED_ORDERS_TOPIC], `${ownerId}|${from}|${to}|${page}|${timeZone}`);

  const view = live.data ?? EMPTY_VIEW;
  const totalPages = Math.max(1, Math.ceil(view.stats.count / FINISHED_PAGE_SIZE));
  // Orders deleted elsewhere can leave the page number past the end: step back.
  usePagePastEnd(page, totalPages, live.data !== undefined);

  // The bounds are applied on the server and again on the client (docs/sales.md#date-ranges).
  const orders = view.orders.filter(
    (o) => o.finished && (isEmpty ? false : isWithinBounds(finishedTime(o), from, to, timeZone)),
  );
  const venueCurrency = owner?.currency ?? "";
  const isFiltered = from !== "" || to !== "";

  async function onExport() {
    setExporting(true);
    setExportError("");
    try {
      await downloadFinishedCsv(fromBound, toBound);
    } catch (e) {
      console.error("csv export failed", e);
      setExportError("Failed to export the orders. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="finished-page">
      <h1>Finished orders</h1>
      <div className="finished-filters">
        <DateRangeFields idPrefix="finished" from={from} to={to} onChange={setParam} />
        <div className="finished-export">
          <button
            type="button"
            className="button secondary"
            onClick={onExport}
            disabled={isExporting || isEmpty || view.stats.count === 0}
          >
            {isExporting ? "Exporting…" : "Export CSV"}
          </button>
        </div>
      </div>
      {isEmpty && isFiltered && (
        <p className="muted" role="status">
          {reason === "reversed"
            ? "From is after To: no orders in this period."
            : "A date in the address is not valid: no orders shown."}
        </p>
      )}
      {exportError && (
        <Banner kind="error" onClose={() => setExportError("")}>
          {exportError}
        </Banner>
      )}
      {live.hasFailed ? (
        <LoadError onRetry={live.reload}>{msg("finishedLoadFailed")}</LoadError>
      ) : (
        <FinishedList
          view={view}
          orders={orders}
          isLoading={live.isLoading && !isEmpty}
          isFiltered={isFiltered}
          venueCurrency={venueCurrency}
          page={page}
          totalPages={totalPages}
          onPage={(p) => setParam("page", p > 1 ? String(p) : "")}
          staffSales={
            <>
              <StaffSalesPanel
                timeZone={timeZone}
                from={fromBound}
                to={toBound}
                version={`${view.stats.count}|${totalsText(view.stats.totals, venueCurrency)}`}
              />
              {owner?.moneyRules && (
                <MoneyReportPanel
                  from={fromBound}
                  to={toBound}
                  version={`${view.stats.count}|${totalsText(view.stats.totals, venueCurrency)}`}
                />
              )}
            </>
          }
        />
      )}
    </section>
  );
}

/**
 * '4 orders · 1 waiter call': the same orders the average counts (a waiter call is no sale), and
 * the waiter calls apart, so the figures on the page agree.
 */
function countsText(stats: SalesStats): string {
  const calls = stats.waiterCalls.information + stats.waiterCalls.cash + stats.waiterCalls.card;
  const sales = Math.max(0, stats.count - calls);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return calls
    ? `${plural(sales, "order", "orders")} · ${plural(calls, "waiter call", "waiter calls")}`
    : plural(sales, "order", "orders");
}

/** The range's total, its sales and one page of its orders (or the empty state). */
function FinishedList({
  view,
  orders,
  isLoading,
  isFiltered,
  venueCurrency,
  page,
  totalPages,
  onPage,
  staffSales,
}: {
  staffSales: ReactNode;
  view: FinishedView;
  orders: Order[];
  isLoading: boolean;
  isFiltered: boolean;
  venueCurrency: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const dateStyle = useDateStyle();
  const now = useNow();
  return (
    <>
      <p className="finished-total" aria-live="polite" data-testid="finished-total">
        Total: <strong>{isLoading ? "…" : totalsText(view.stats.totals, venueCurrency)}</strong>
        {!isLoading && view.stats.count > 0 && <span className="muted"> · {countsText(view.stats)}</span>}
      </p>
      {!isLoading &&
        (view.stats.tabs ?? [])
          .filter((t) => t.tipCents || t.cardCents || t.cashCents || t.onlineCents)
          .map((t) => (
            <p key={t.currency} className="finished-tabs" data-testid="finished-tabs">
              Table tabs: tips <strong>{formatMoney(t.tipCents / 100, t.currency || venueCurrency)}</strong> (not in the
              total) · paid by card {formatMoney(t.cardCents / 100, t.currency || venueCurrency)} · by cash{" "}
              {formatMoney(t.cashCents / 100, t.currency || venueCurrency)}
              {t.onlineCents !== undefined &&
                ` · online ${formatMoney(t.onlineCents / 100, t.currency || venueCurrency)} (tips ${formatMoney(
                  (t.onlineTipCents ?? 0) / 100,
                  t.currency || venueCurrency,
                )}, platform fees ${formatMoney((t.feeCents ?? 0) / 100, t.currency || venueCurrency)}, processing fees ${formatMoney(
                  (t.processingFeeCents ?? 0) / 100,
                  t.currency || venueCurrency,
                )}, refunded ${formatMoney((t.refundedCents ?? 0) / 100, t.currency || venueCurrency)})`}
            </p>
          ))}
      {!isLoading && view.stats.count > 0 && <SalesPanel stats={view.stats} />}
      {!isLoading && view.stats.count > 0 && staffSales}
      {isLoading ? (
        <Spinner label="Loading finished orders" />
      ) : orders.length === 0 ? (
        <p className="empty">No finished orders{isFiltered ? " in this period" : " yet"}.</p>
      ) : (
        <>
          <h2 className="finished-list-heading">Orders</h2>
          <div className="finished-list">
            {orders.map((o) => (
              <article key={o.id} className="card finished-card" aria-label={`Finished order, table ${o.tableSlug}`}>
                <header className="finished-card-head">
                  <h2>{placeOf(o)}</h2>
                  {/* Left out of the totals above (docs/storefront.md#test-orders). */}
                  {o.isTest && <span className="order-test-badge">Test order, not in sales</span>}
                  <span>{formatOrderTime(finishedTime(o), dateStyle, now)}</span>
                  {handledBy(o) && <span className="order-handled">{handledBy(o)}</span>}
                </header>
                <ul className="finished-lines">
                  {o.items.map((l) => (
                    <li key={l.dishId}>
                      <span>
                        <span>
                          {l.title} × {l.count}
                        </span>
                        {/* Two 'Burger × 1' at two prices: the extras say why. */}
                        {Object.keys(l.modifiers ?? {}).length > 0 && (
                          <small className="finished-line-extras">+ {Object.keys(l.modifiers).join(", ")}</small>
                        )}
                      </span>
                      <span>{formatMoney(lineAmount(l), o.currency || venueCurrency)}</span>
                    </li>
                  ))}
                </ul>
                <OrderTotal
                  className="finished-card-total"
                  total={o.total}
                  due={o.due}
                  currency={o.currency || venueCurrency}
                />
                {view.stats.payments?.[o.id] && (
                  <p className="muted">
                    Table tab
                    {view.stats.payments[o.id].method && `, paid by ${view.stats.payments[o.id].method}`}
                    {view.stats.payments[o.id].tipCents > 0 &&
                      ` · tip ${formatMoney(view.stats.payments[o.id].tipCents / 100, o.currency || venueCurrency)}`}
                  </p>
                )}
              </article>
            ))}
          </div>
          {totalPages > 1 && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPage={onPage} />}
        </>
      )}
    </>
  );
}
