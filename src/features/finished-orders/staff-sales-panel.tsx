import { downloadStaffCsv, fetchStaffSales } from "../../data/stats";
import { formatCents, utcOffsetMinutes } from "../../domain/sales";
import { useLoad } from "../../hooks/use-load";
import { ReportPanel } from "./report-panel";
import { staffRows } from "./staff-sales-rows";

/**
 * Sales by staff member for the range (docs/sales.md#by-staff-member): who started the finished
 * orders, their count and amount per currency, their tips (who marked a share or part paid; the
 * column shows only when the range has tips), and the per-day CSV. `version` reloads it (the
 * page's figures changed).
 */
export function StaffSalesPanel({
  from,
  to,
  version,
  timeZone,
}: {
  from: string;
  to: string;
  version: string;
  /** The venue's zone: its days ("" = the viewer's). */
  timeZone: string;
}) {
  const tz = utcOffsetMinutes(from ? new Date(from.replace(" ", "T") + "Z") : new Date(), timeZone);
  const sales = useLoad(() => fetchStaffSales(from, to, tz), `staff-sales|${from}|${to}|${version}`);
  const rows = sales.data ? staffRows(sales.data) : [];
  const hasTips = !!sales.data && sales.data.tips.length > 0;

  return (
    <ReportPanel
      titleId="staff-sales-title"
      title="By staff member"
      exportLabel="Export by day (CSV)"
      onExport={() => downloadStaffCsv(from, to, tz)}
      exportError="Failed to export the sales by staff member. Please try again."
      loadError="The sales by staff member could not be loaded."
      loadingLabel="Loading the sales by staff member"
      hasFailed={sales.hasFailed}
      isLoading={sales.data === undefined}
      isEmpty={rows.length === 0}
      onRetry={sales.reload}
    >
      <table className="staff-sales-table">
        <thead>
          <tr>
            <th scope="col">Staff member</th>
            <th scope="col">Orders</th>
            <th scope="col">Sales</th>
            {hasTips && <th scope="col">Tips</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={`${s.name}|${s.currency}|${s.orders ? "sales" : "tips"}`}>
              <th scope="row">{s.name || (s.orders ? "Not started by anyone" : "Not recorded")}</th>
              <td>{s.orders}</td>
              <td>{formatCents(s.cents, s.currency)}</td>
              {hasTips && <td>{formatCents(s.tipCents, s.currency)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}
