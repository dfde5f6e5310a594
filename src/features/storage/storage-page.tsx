import { useCallback, useState } from "react";
import { useUrlParams } from "../../hooks/use-url-params";
import "./storage.css";
import { msg } from "../../domain/messages";
import { groupStorage, type NewStorageEntry, type StorageEntry } from "../../domain/storage-groups";
import { addStorageEntry, deleteStorageEntry, listStorage, storageTopic } from "../../data/storage";
import { useOwner } from "../../hooks/use-session";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { Spinner } from "../../components/ui/spinner";
import { useConfirm } from "../../components/ui/confirm";
import { AddItemDialog } from "./add-item-dialog";

/** Storage (spec 2): From/To filters, Add Item, stock grouped by item and unit, delete per entry. */
export function StoragePage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const { params, setParam } = useUrlParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const load = useCallback(() => listStorage(ownerId, from, to), [ownerId, from, to]);
  const { data, isLoading, reload } = useLiveList(load, [storageTopic], `${ownerId}|${from}|${to}`);
  const [isAdding, setAdding] = useState(false);
  const [error, setError] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const groups = groupStorage(data ?? []);

  const setFilter = (name: "from" | "to", value: string) => setParam(name, value);

  async function onAdd(entry: NewStorageEntry): Promise<boolean> {
    try {
      await addStorageEntry(ownerId, entry);
      reload();
      return true;
    } catch (e) {
      console.error("storage add failed", e);
      return false;
    }
  }

  async function onDelete(entry: StorageEntry) {
    const ok = await confirm({ title: "Delete entry?", body: `${entry.item}: ${entry.quantity} ${entry.unit}`, confirmLabel: "Delete" });
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
        <div className="field">
          <label htmlFor="storage-from">From</label>
          <input id="storage-from" type="datetime-local" value={from} onChange={(e) => setFilter("from", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="storage-to">To</label>
          <input id="storage-to" type="datetime-local" value={to} onChange={(e) => setFilter("to", e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add Item
        </button>
      </div>
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      {isLoading && !data ? (
        <Spinner label="Loading storage" />
      ) : groups.length === 0 ? (
        <p className="empty">No items in storage.</p>
      ) : (
        <ul className="storage-groups" aria-label="Storage items">
          {groups.map((g) => (
            <li key={g.key} className="card storage-group">
              <h2>
                {g.item} <span className="storage-total">{g.total} {g.unit}</span>
              </h2>
              <ul className="storage-entries" aria-label={`Entries of ${g.item} (${g.unit})`}>
                {g.entries.map((e) => (
                  <li key={e.id}>
                    <span>
                      {e.quantity > 0 ? `+${e.quantity}` : e.quantity} {e.unit}
                      {e.note && <span className="muted"> · {e.note}</span>}
                      <span className="muted"> · {new Date(e.created.replace(" ", "T")).toLocaleString("en-GB")}</span>
                    </span>
                    <button type="button" className="button danger small" aria-label={`Delete entry ${e.item} ${e.quantity}`} onClick={() => onDelete(e)}>
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <AddItemDialog open={isAdding} onClose={() => setAdding(false)} onAdd={onAdd} />
      {confirmDialog}
    </div>
  );
}
