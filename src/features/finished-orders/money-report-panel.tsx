import { downloadMoneyCsv, fetchMoneyReport, type MoneyReportDay } from "../../data/stats";
import { formatCents, utcOffsetMinutes } from "../../domain/sales";
import { useLoad } from "../../hooks/use-load";
import { ReportPanel } from "./report-panel";

/**
 * The accountant's view of the range (docs/tax-and-receipts.md#reports), at a venue with money
 * rules: net sales, the service charge, tax per rate and tips, apart from each other, for the
 * period and per day, and the per-day CSV. `version` reloads it (the page's figures changed).
 */
export function MoneyReportPanel({ from, to, version }: { from: string; to: string; version: string }) {
  const tz = utcOffsetMinutes(from ? new Date(from.replace(" ", "T") + "Z") : new Date());
  const report = useLoad(() => fetchMoneyReport(from, to, tz), `money-report|${from}|${to}|${version}`);
  const currency = report.data?.currency ?? "";
  const money = (c: number) => formatCents(c, currency);
  const rates = (d: MoneyReportDay) =>
    d.rates.length ? d.rates.map((r) => `${r.name} ${r.percent}%: ${money(r.taxCents)}`).join("; ") : "—";

  const row = (label: string, d: MoneyReportDay, isPeriod = false) => (
    <tr key={label} className={isPeriod ? "money-report-period" : undefined}>
      <th scope="row">{label}</th>
      <td>{money(d.netCents)}</td>
      <td>{money(d.serviceCents)}</td>
      <td>{money(d.taxCents)}</td>
      <td className="money-report-rates">{rates(d)}</td>
      <td>{money(d.tipsCents)}</td>
      <td>{money(d.totalCents)}</td>
    </tr>
  );

  return (
    <ReportPanel
      titleId="money-report-title"
      title="Tax and service charge"
      className="money-report"
      exportLabel="Export for the accountant (CSV)"
      onExport={() => downloadMoneyCsv(from, to, tz)}
      exportError="Failed to export the tax and service charge. Please try again."
      loadError="The tax and service charge could not be loaded."
      loadingLabel="Loading the tax and service charge"
      hasFailed={report.hasFailed}
      isLoading={report.data === undefined}
      isEmpty={report.data?.days.length === 0 && !report.data.refunds?.length}
      onRetry={report.reload}
    >
      {report.data && (
        <div className="money-report-scroll" role="region" aria-label="Tax and service charge by day" tabIndex={0}>
          <table className="staff-sales-table money-report-table">
            <caption className="visually-hidden">
              Net sales, service charge, tax per rate and tips, apart, for the period and per day
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Net sales</th>
                <th scope="col">Service charge</th>
                <th scope="col">Tax</th>
                <th scope="col">Tax by rate</th>
                <th scope="col">Tips</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {row("Period", report.data.period, true)}
              {report.data.days.map((d) => row(d.day ?? "", d))}
              {(report.data.refunds ?? []).map((d) => row(`${d.day ?? ""} cash refunds`, d))}
            </tbody>
          </table>
        </div>
      )}
    </ReportPanel>
  );
}
