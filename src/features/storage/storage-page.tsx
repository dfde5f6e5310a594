import { useCallback, useState } from "react";
import { usePagePastEnd } from "../../hooks/use-page-past-end";
import { useUrlParams } from "../../hooks/use-url-params";
import "./storage.css";
import { msg } from "../../domain/messages";
import { salesRange } from "../../domain/sales";
import { unitText, type NewStorageEntry, type StorageEntry } from "../../domain/storage-groups";
import { addStorageEntry, deleteStorageEntry, STORAGE_PAGE_SIZE, storageTopic } from "../../data/storage";
import { fetchStoragePage, type StorageListPage } from "../../data/stats";
import { useOwner } from "../../hooks/use-session";
import { useDateStyle } from "../../hooks/use-date-style";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { DateRangeFields } from "../../components/ui/date-range-fields";
import { Pagination } from "../../components/ui/pagination";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { useConfirm } from "../../components/ui/confirm";
import { AddItemDialog } from "./add-item-dialog";
import { StorageGroupCard } from "./storage-group";

const EMPTY_VIEW: StorageListPage = { entries: 0, listed: 0, groups: [] };

/** One page of the range's grouped list (groups and totals from the server aggregate): one request. */
async function loadStorage(from: string, to: string, page: number, timeZone: string): Promise<StorageListPage> {
  const range = salesRange(from, to, timeZone);
  // A malformed date or From after To: nothing in range, no request, no error.
  if (range.isEmpty) return EMPTY_VIEW;
  return fetchStoragePage(range.from, range.to, page);
}

/**
 * Storage (docs/sales.md#storage): From/To filters and the page in the URL, Add Item, and the list
 * grouped by item and unit: each group's total (computed on the server for the range) and its
 * entries, newest first, each with its delete. A group at or below 0 is hidden with its entries.
 * The list is paged by entries (100 a page; a long group runs on over pages); live.
 */
export function StoragePage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const { params, setParam } = useUrlParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  // The filters are wall-clock times in the venue's zone (docs/owner-screens.md#dates-and-times).
  const timeZone = useDateStyle().timeZone;
  const load = useCallback(() => loadStorage(from, to, page, timeZone), [from, to, page, timeZone]);
  const { data, isLoading, hasFailed, reload } = useLiveList(
    load,
    [storageTopic],
    `${ownerId}|${from}|${to}|${page}|${timeZone}`,
  );
  const [isAdding, setAdding] = useState(false);
  const [error, setError] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const view = data ?? EMPTY_VIEW;
  // Used-up groups stay hidden with their entries (the server leaves them out; checked again here).
  const groups = view.groups.filter((g) => g.total > 0);
  const totalPages = Math.max(1, Math.ceil(view.listed / STORAGE_PAGE_SIZE));
  const range = salesRange(from, to, timeZone);

  // Entries deleted elsewhere can leave the page number past the end: step back.
  usePagePastEnd(page, totalPages, data !== undefined);

  // A new range starts again at page 1.
  const setFilter = (name: "from" | "to", value: string) => setParam(name, value, ["page"]);

  // A failure rejects: the dialog says 'Error adding item' and puts field errors under their fields.
  async function onAdd(entry: NewStorageEntry): Promise<boolean> {
    await addStorageEntry(ownerId, entry);
    reload();
    return true;
  }

  async function onDelete(entry: StorageEntry) {
    const ok = await confirm({
      title: "Delete entry?",
      body: `${entry.item}: ${entry.quantity} ${unitText(entry.unit, entry.quantity)}`,
      confirmLabel: "Delete",
    });
    if (!ok) return;
    try {
      await deleteStorageEntry(entry.id);
      setError("");
      reload();
    } catch (e) {
      console.error("storage delete failed", e);
      setError(msg("storageDeleteFailed"));
    }
  }

  return (
    <div className="storage-page">
      <h1>Storage</h1>
      <div className="storage-toolbar">
        <DateRangeFields idPrefix="storage" from={from} to={to} onChange={setFilter} />
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add Item
        </button>
      </div>
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      {range.isEmpty && (
        <p className="muted" role="status">
          {range.reason === "reversed"
            ? "From is after To: nothing in this period."
            : "A date in the address is not valid: nothing shown."}
        </p>
      )}
      {isLoading && !data ? (
        <Spinner label="Loading storage" />
      ) : hasFailed ? (
        <LoadError onRetry={reload}>{msg("storageLoadFailed")}</LoadError>
      ) : (
        <>
          {groups.length === 0 ? (
            <p className="empty">No items in storage.</p>
          ) : (
            <ul className="storage-groups" aria-label="Storage items">
              {groups.map((g) => (
                <StorageGroupCard key={`${g.item}\u0000${g.unit}`} group={g} onDelete={onDelete} />
              ))}
            </ul>
          )}
          {totalPages > 1 && (
            <Pagination
              page={Math.min(page, totalPages)}
              totalPages={totalPages}
              onPage={(p) => setParam("page", p > 1 ? String(p) : "")}
            />
          )}
        </>
      )}
      <AddItemDialog open={isAdding} onClose={() => setAdding(false)} onAdd={onAdd} />
      {confirmDialog}
    </div>
  );
}
