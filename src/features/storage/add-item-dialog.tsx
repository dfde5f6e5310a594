import { useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import { parseStorageInput, UNITS, type NewStorageEntry } from "../../domain/storage-groups";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";

/** Add Item dialog: item name, quantity (may be negative), unit, optional note. */
export function AddItemDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (e: NewStorageEntry) => Promise<boolean> }) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const entry = parseStorageInput({ item: fd.get("item"), quantity: fd.get("quantity"), unit: fd.get("unit"), note: fd.get("note") });
    // A missing name or a non-numeric quantity is silently ignored.
    if (!entry) return;
    setBusy(true);
    const ok = await onAdd(entry);
    setBusy(false);
    if (!ok) return setError(msg("storageAddFailed"));
    setError("");
    form.reset();
    onClose();
  }

  return (
    <Dialog open={open} title="Add Item" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Item name" name="item" maxLength={100} autoComplete="off" />
        <Field label="Quantity" name="quantity" type="number" step="any" />
        <div className="field">
          <label htmlFor="storage-unit">Unit</label>
          <select id="storage-unit" name="unit" defaultValue="piece">
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
        <Field label="Note (optional)" name="note" maxLength={500} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="storage-dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Adding..." : "Add Item"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
