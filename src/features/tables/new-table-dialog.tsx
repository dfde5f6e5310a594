import { useState, type FormEvent } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { validateNewTable, type NewTable } from "../../domain/tables";

/** New-table dialog: number, round checkbox, diameter or width and length. */
export function NewTableDialog({
  open,
  existingNumbers,
  onClose,
  onCreate,
}: {
  open: boolean;
  existingNumbers: number[];
  onClose: () => void;
  /** Resolves to an error message, or "" on success. */
  onCreate: (t: NewTable) => Promise<string>;
}) {
  const [isRound, setIsRound] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validateNewTable(
      { tableNumber: fd.get("tableNumber"), round: isRound, width: fd.get("width"), length: fd.get("length"), diameter: fd.get("diameter") },
      existingNumbers,
    );
    if (!res.ok) {
      setErrors(res.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const failure = await onCreate(res.value);
    setBusy(false);
    if (failure) setFormError(failure);
    else {
      setFormError("");
      form.reset();
      setIsRound(false);
      onClose();
    }
  }

  return (
    <Dialog open={open} title="New table" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Table number" name="tableNumber" type="number" min={1} step={1} required error={errors.tableNumber} />
        <div className="field field-inline">
          <label>
            <input type="checkbox" name="round" checked={isRound} onChange={(e) => setIsRound(e.target.checked)} /> Round
          </label>
        </div>
        {isRound ? (
          <Field label="Diameter" name="diameter" type="number" min={0} step="any" />
        ) : (
          <>
            <Field label="Width" name="width" type="number" min={0} step="any" />
            <Field label="Length" name="length" type="number" min={0} step="any" />
          </>
        )}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="dialog-actions-inline">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Creating..." : "Create table"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
