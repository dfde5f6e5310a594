import { useEffect, useId, useState, type FormEvent } from "react";
import { Dialog } from "./dialog";
import { Field } from "./field";
import { Spinner } from "./spinner";

/** The server side of an approval (src/data/approvals.ts approvalApi): the UI layer reaches no data. */
export interface ApprovalApi {
  isNeeded: (e: unknown) => boolean;
  listApprovers: () => Promise<{ id: string; name: string }[]>;
  approve: (action: string, target: string, approver: string, code: string) => Promise<string>;
  /** A refusal's words for the person (the server's message). */
  messageOf: (e: unknown) => string;
}

export interface ApprovalAsk {
  action: string;
  target: string;
  /** What is being approved, in words: "Delete the order from table 4". */
  what: string;
}

/**
 * Asks a manager to approve one restricted action on this screen with their approval code
 * (docs/security-and-isolation.md#a-managers-approval). `onDone` gets the one-time approval
 * token, or null when cancelled.
 */
export function ApprovalDialog({
  api,
  ask,
  onDone,
}: {
  api: ApprovalApi;
  ask: ApprovalAsk;
  onDone: (token: string | null) => void;
}) {
  const [approvers, setApprovers] = useState<{ id: string; name: string }[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [approver, setApprover] = useState("");
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let live = true;
    api
      .listApprovers()
      .then((items) => {
        if (!live) return;
        setApprovers(items);
        setApprover(items[0]?.id ?? "");
      })
      .catch((e) => live && setLoadError(api.messageOf(e)));
    return () => {
      live = false;
    };
  }, [api]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("approvalCode") ?? "").trim();
    if (!/^\d{4,8}$/.test(code)) return setError("The approval code is 4 to 8 digits.");
    setBusy(true);
    setError("");
    try {
      onDone(await api.approve(ask.action, ask.target, approver, code));
    } catch (err) {
      setError(api.messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title="A manager's approval" onClose={() => onDone(null)}>
      <p>{ask.what} needs a manager&apos;s approval. A manager enters their approval code here.</p>
      {loadError ? (
        <p role="alert" className="field-error">
          {loadError}
        </p>
      ) : approvers === null ? (
        <Spinner label="Loading who can approve" />
      ) : approvers.length === 0 ? (
        <p className="muted">Nobody can approve it now: no manager has an approval code.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Approve">
          {approvers.length > 1 && (
            <div className="field">
              <label htmlFor={selectId}>Manager</label>
              <select id={selectId} value={approver} onChange={(e) => setApprover(e.target.value)}>
                {approvers.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Field
            label={approvers.length === 1 ? `${approvers[0].name}'s approval code` : "Approval code"}
            name="approvalCode"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={error}
            alertError
            autoFocus
          />
          <div className="dialog-actions">
            <button type="submit" className="button" disabled={isBusy}>
              {isBusy ? "Approving…" : "Approve"}
            </button>
            <button type="button" className="button secondary" onClick={() => onDone(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
