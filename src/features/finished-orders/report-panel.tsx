import { useState, type ReactNode } from "react";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";

/**
 * The shell of a Finished orders report card: its title, an export button with its error banner,
 * and the load, error and empty states around the report's own table (`children`, shown once
 * loaded and not empty).
 */
export function ReportPanel({
  titleId,
  title,
  className,
  exportLabel,
  onExport,
  exportError,
  loadError,
  loadingLabel,
  hasFailed,
  isLoading,
  isEmpty,
  onRetry,
  children,
}: {
  titleId: string;
  title: string;
  /** Classes beside `card staff-sales`. */
  className?: string;
  exportLabel: string;
  /** Downloads the CSV; a throw shows `exportError`. */
  onExport: () => Promise<void>;
  exportError: string;
  loadError: string;
  loadingLabel: string;
  hasFailed: boolean;
  isLoading: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const [isExporting, setExporting] = useState(false);
  const [shownError, setShownError] = useState("");

  async function exportCsv() {
    setExporting(true);
    setShownError("");
    try {
      await onExport();
    } catch (e) {
      console.error(`${titleId} csv export failed`, e);
      setShownError(exportError);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className={`card staff-sales${className ? ` ${className}` : ""}`} aria-labelledby={titleId}>
      <div className="staff-sales-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button secondary" onClick={() => void exportCsv()} disabled={isExporting}>
          {isExporting ? "Exporting…" : exportLabel}
        </button>
      </div>
      {shownError && (
        <Banner kind="error" onClose={() => setShownError("")}>
          {shownError}
        </Banner>
      )}
      {hasFailed ? (
        <LoadError onRetry={onRetry}>{loadError}</LoadError>
      ) : isLoading ? (
        <Spinner label={loadingLabel} />
      ) : isEmpty ? (
        <p className="muted">No sales in this period.</p>
      ) : (
        children
      )}
    </section>
  );
}
