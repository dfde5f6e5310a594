import type { FormEvent } from "react";
import { msg } from "../../domain/messages";
import { parseStorageInput, UNITS, type NewStorageEntry } from "../../domain/storage-groups";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";

const FIELDS = ["item", "quantity", "unit", "note"];

/** Add Item dialog: item name, quantity (may be negative), unit, optional note. */
export function AddItemDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves to whether the entry was stored; may reject with the server's error instead. */
  onAdd: (e: NewStorageEntry) => Promise<boolean>;
}) {
  const { error, setResult, fieldErrors, isBusy: busy, submit } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const entry = parseStorageInput({
      item: fd.get("item"),
      quantity: fd.get("quantity"),
      unit: fd.get("unit"),
      note: fd.get("note"),
    });
    // A missing name or a non-numeric quantity is silently ignored.
    if (!entry) return;
    const failure = msg("storageAddFailed");
    const out = { isStored: false };
    const isSent = await submit(
      async () => {
        out.isStored = await onAdd(entry);
      },
      { failure },
    );
    if (!isSent) return;
    if (!out.isStored) return setResult({ kind: "error", text: failure });
    form.reset();
    onClose();
  }

  return (
    <Dialog open={open} title="Add Item" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Item name" name="item" maxLength={100} autoComplete="off" error={fieldErrors.item} />
        <Field label="Quantity" name="quantity" type="number" step="any" error={fieldErrors.quantity} />
        <Field as="select" id="storage-unit" label="Unit" name="unit" defaultValue="piece" error={fieldErrors.unit}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </Field>
        <Field label="Note (optional)" name="note" maxLength={500} error={fieldErrors.note} />
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
