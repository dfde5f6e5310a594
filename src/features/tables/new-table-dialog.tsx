import { useState, type FormEvent } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { msg } from "../../domain/messages";
import { validateNewTable, type NewTable } from "../../domain/tables";
import { useSubmitStatus } from "../../hooks/use-submit-status";

const FIELDS = ["tableNumber", "diameter", "width", "length"];

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
  /** Resolves to an error message, or "" on success; rejects with the server's error. */
  onCreate: (t: NewTable) => Promise<string>;
}) {
  const [isRound, setIsRound] = useState(false);
  const {
    error: formError,
    setResult,
    fieldErrors: errors,
    setFieldErrors,
    isBusy: busy,
    submit,
  } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validateNewTable(
      {
        tableNumber: fd.get("tableNumber"),
        round: isRound,
        width: fd.get("width"),
        length: fd.get("length"),
        diameter: fd.get("diameter"),
      },
      existingNumbers,
    );
    if (!res.ok) {
      setFieldErrors(res.errors);
      return;
    }
    let failure = "";
    const isSent = await submit(
      async () => {
        failure = await onCreate(res.value);
      },
      { failure: msg("tableCreateFailed") },
    );
    if (!isSent) return;
    if (failure) setResult({ kind: "error", text: failure });
    else {
      form.reset();
      setIsRound(false);
      onClose();
    }
  }

  return (
    <Dialog open={open} title="New table" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="Table number"
          name="tableNumber"
          type="number"
          min={1}
          step={1}
          required
          error={errors.tableNumber}
        />
        <div className="field field-inline">
          <label>
            <input type="checkbox" name="round" checked={isRound} onChange={(e) => setIsRound(e.target.checked)} />{" "}
            Round
          </label>
        </div>
        {isRound ? (
          <Field label="Diameter" name="diameter" type="number" min={0} step="any" error={errors.diameter} />
        ) : (
          <>
            <Field label="Width" name="width" type="number" min={0} step="any" error={errors.width} />
            <Field label="Length" name="length" type="number" min={0} step="any" error={errors.length} />
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
