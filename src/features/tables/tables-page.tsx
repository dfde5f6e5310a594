import { useCallback, useEffect, useState } from "react";
import "./tables.css";
import { msg } from "../../domain/messages";
import type { DiningTable, NewTable } from "../../domain/tables";
import {
  createTable,
  deleteTable,
  listTables,
  reissueTableKey,
  saveTablePosition,
  tableExists,
  tablesTopic,
} from "../../data/tables";
import { toUserError } from "../../data/errors";
import { describeError } from "../../data/describe-error";
import { fileUrl } from "../../data/client";
import { useOwner } from "../../hooks/use-session";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { useConfirm } from "../../components/ui/confirm";
import { NewTableDialog } from "./new-table-dialog";
import { PrintAllTables, QrPanel, type QrLook } from "./qr-panel";
import { markQrPrinted } from "../../data/checklist";
import { FloorPlan } from "./floor-plan";
import { managesVenue } from "../../domain/team";

/** The table list refreshes 300 ms after load (docs/owner-screens.md#tables--qr). */
const LIST_REFRESH_MS = 300;

/**
 * Tables & QR: new-table dialog, list with delete, QR panel with print, floor plan. A member who may
 * only view and print (a waiter) sees it read-only: no new table, no delete, no dragging.
 */
export function TablesPage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const canEdit = owner ? managesVenue(owner.role) : false;
  const load = useCallback(() => listTables(ownerId), [ownerId]);
  const { data: tables, isLoading, hasFailed, reload } = useLiveList(load, [tablesTopic], ownerId);
  const [selectedId, setSelectedId] = useState("");
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState("");
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    const t = window.setTimeout(reload, LIST_REFRESH_MS);
    return () => window.clearTimeout(t);
  }, [reload]);

  // A venue with table tabs prints each table's key in its QR link (docs/table-tab.md#the-tables-key);
  // without tabs the code is the spec's plain {host}/{publicLink}/{table}.
  const isTab = owner?.tableService === "tab";
  const list = (tables ?? []).map((t) => (isTab ? t : { ...t, key: "" }));
  const selected = list.find((t) => t.id === selectedId) ?? list[0];
  // The printed page in the venue's look; a print ticks the first-hour checklist's QR step.
  const look: QrLook = {
    brandColor: owner?.brandColor ?? "",
    coverUrl: owner?.cover ? fileUrl(owner, owner.cover, "720x240") : "",
  };
  const onPrint = () => {
    if (owner && owner.role === "owner" && !owner.qrPrinted)
      markQrPrinted(owner.id).catch((e: unknown) => console.error("QR print mark", e));
  };

  // A failure rejects: the dialog says 'Failed to create table.' and puts field errors under their fields.
  async function onCreate(t: NewTable): Promise<string> {
    // The list may be stale (another tab): ask the server by number.
    if (await tableExists(ownerId, t.tableNumber)) return msg("tableExists", { tableNumber: t.tableNumber });
    const created = await createTable(ownerId, t);
    setSelectedId(created.id);
    reload();
    return "";
  }

  // A new key for the table's QR code (docs/table-tab.md#the-tables-key): the printed code stops
  // opening the table's tab, so the owner confirms and prints the new one.
  async function onReissue(t: DiningTable) {
    const ok = await confirm({
      title: `New QR code for table ${t.tableNumber}?`,
      body: "The code printed for this table will no longer let guests order onto its tab. Print and put out the new code right after.",
      confirmLabel: "Make a new code",
    });
    if (!ok) return;
    setError("");
    try {
      await reissueTableKey(t.id);
      reload();
    } catch (e) {
      console.error("table key reissue failed", describeError(e));
      setError(toUserError(e).message || "The new code could not be made. Please try again.");
    }
  }

  async function onDelete(t: DiningTable) {
    const ok = await confirm({
      title: `Delete table ${t.tableNumber}?`,
      body: "Its QR code will stop working.",
      confirmLabel: "Delete",
    });
    if (!ok) return;
    try {
      await deleteTable(t.id);
      setError("");
      reload();
    } catch (e) {
      console.error("table delete failed", describeError(e));
      setError(msg("tableDeleteFailed"));
    }
  }

  async function onMove(t: DiningTable, x: number, y: number) {
    try {
      await saveTablePosition(t.id, x, y);
      setError("");
    } catch (e) {
      console.error("table position failed", describeError(e));
      setError(msg("tablePositionFailed"));
    }
    reload();
  }

  return (
    <div className="tables-page">
      <header className="tables-page-header">
        <h1>Tables & QR</h1>
        <div className="tables-actions">
          {canEdit && (
            <>
              <button type="button" className="button" onClick={() => setDialogOpen(true)}>
                New table
              </button>{" "}
            </>
          )}
          <PrintAllTables
            tables={list}
            publicLink={owner?.publicLink ?? ""}
            qrtext={owner?.qrtext ?? ""}
            look={look}
            onPrint={onPrint}
            venue={{ title: owner?.menuTitle ?? "", logoUrl: owner?.logo ? fileUrl(owner, owner.logo, "100x100") : "" }}
          />
        </div>
      </header>
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      {isLoading && !tables ? (
        <Spinner label="Loading tables" />
      ) : hasFailed ? (
        <LoadError onRetry={reload}>{msg("tablesLoadFailed")}</LoadError>
      ) : (
        <div className="tables-grid">
          <section className="card" aria-labelledby="table-list-title">
            <h2 id="table-list-title">Tables</h2>
            {list.length === 0 ? (
              <p className="empty">{canEdit ? "No tables yet. Create your first table." : "No tables yet."}</p>
            ) : (
              <ul className="table-list">
                {list.map((t) => (
                  <li key={t.id} className={t.id === selected?.id ? "selected" : ""}>
                    <button
                      type="button"
                      className="button secondary small"
                      aria-pressed={t.id === selected?.id}
                      onClick={() => setSelectedId(t.id)}
                    >
                      Table {t.tableNumber}
                    </button>
                    {canEdit && (
                      <button
                        type="button"
                        className="button secondary small danger-quiet"
                        onClick={() => onDelete(t)}
                        aria-label={`Delete table ${t.tableNumber}`}
                      >
                        Delete
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {selected ? (
            <QrPanel
              table={selected}
              publicLink={owner?.publicLink ?? ""}
              qrtext={owner?.qrtext ?? ""}
              look={look}
              onPrint={onPrint}
              onReissue={canEdit && isTab ? () => void onReissue(selected) : undefined}
            />
          ) : (
            <section className="card">
              <p className="empty">Select a table to see its QR code.</p>
            </section>
          )}
          <FloorPlan tables={list} onMove={canEdit ? onMove : undefined} />
        </div>
      )}
      <NewTableDialog
        open={canEdit && isDialogOpen}
        existingNumbers={list.map((t) => t.tableNumber)}
        onClose={() => setDialogOpen(false)}
        onCreate={onCreate}
      />
      {confirmDialog}
    </div>
  );
}
