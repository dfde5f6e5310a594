import { useState, type FormEvent } from "react";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { hasApprovalCode, setApprovalCode } from "../../data/approvals";
import { toUserError } from "../../data/errors";
import { useLoad } from "../../hooks/use-load";

/**
 * The signed-in owner's or manager's approval code (docs/security-and-isolation.md#a-managers-approval):
 * with it they approve, on a waiter's screen or a shared device, deleting a started order or closing a
 * table with money unpaid. Once anybody has one, those actions need it.
 */
export function ApprovalCodeCard() {
  const [version, setVersion] = useState(0);
  const state = useLoad(hasApprovalCode, `approval-code-${version}`);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [isBusy, setBusy] = useState(false);

  async function save(code: string) {
    setBusy(true);
    setError("");
    try {
      const isSet = await setApprovalCode(code);
      setNotice(isSet ? "Your approval code is saved." : "Your approval code was removed.");
      setVersion((v) => v + 1);
    } catch (e) {
      setError(toUserError(e).message);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const code = String(new FormData(form).get("approvalCode") ?? "").trim();
    if (!/^\d{4,8}$/.test(code)) return setError("The approval code is 4 to 8 digits.");
    void save(code).then(() => form.reset());
  }

  return (
    <section className="card" aria-labelledby="approval-code-title">
      <h2 id="approval-code-title">Your approval code</h2>
      <p className="muted">
        With it you approve, on a waiter&apos;s screen or a shared device, deleting a started order or closing a table
        with money unpaid. Once a manager or the owner has one, waiters and devices need it for those.
      </p>
      {notice && (
        <Banner kind="success" onClose={() => setNotice("")}>
          {notice}
        </Banner>
      )}
      {state.hasFailed ? (
        <LoadError onRetry={state.reload}>Your approval code could not be loaded.</LoadError>
      ) : state.data === undefined ? (
        <Spinner label="Loading your approval code" />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Approval code">
          <p>{state.data ? "You have an approval code." : "You have no approval code."}</p>
          <Field
            label={state.data ? "New approval code (4 to 8 digits)" : "Approval code (4 to 8 digits)"}
            name="approvalCode"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={error}
            alertError
          />
          <div className="team-actions">
            <button type="submit" className="button" disabled={isBusy}>
              {isBusy ? "Saving..." : "Save approval code"}
            </button>
            {state.data && (
              <button type="button" className="button secondary" disabled={isBusy} onClick={() => void save("")}>
                Remove my approval code
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
