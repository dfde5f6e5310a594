import { useState } from "react";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { downloadStaffCsv, fetchStaffSales } from "../../data/stats";
import { formatCents, utcOffsetMinutes } from "../../domain/sales";
import { useLoad } from "../../hooks/use-load";
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
  const [isExporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState("");
  const rows = sales.data ? staffRows(sales.data) : [];
  const hasTips = !!sales.data && sales.data.tips.length > 0;

  async function onExport() {
    setExporting(true);
    setExportError("");
    try {
      await downloadStaffCsv(from, to, tz);
    } catch (e) {
      console.error("staff csv export failed", e);
      setExportError("Failed to export the sales by staff member. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="card staff-sales" aria-labelledby="staff-sales-title">
      <div className="staff-sales-head">
        <h2 id="staff-sales-title">By staff member</h2>
        <button type="button" className="button secondary" onClick={() => void onExport()} disabled={isExporting}>
          {isExporting ? "Exporting…" : "Export by day (CSV)"}
        </button>
      </div>
      {exportError && (
        <Banner kind="error" onClose={() => setExportError("")}>
          {exportError}
        </Banner>
      )}
      {sales.hasFailed ? (
        <LoadError onRetry={sales.reload}>The sales by staff member could not be loaded.</LoadError>
      ) : sales.data === undefined ? (
        <Spinner label="Loading the sales by staff member" />
      ) : rows.length === 0 ? (
        <p className="muted">No sales in this period.</p>
      ) : (
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
      )}
    </section>
  );
}
