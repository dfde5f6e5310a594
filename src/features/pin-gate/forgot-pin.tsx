import type { FormEvent } from "react";
import { msg } from "../../domain/messages";
import { resetPin } from "../../data/pin";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Field } from "../../components/ui/field";

const FIELDS = ["password"];

/**
 * 'Forgot the PIN?': the account password removes it (docs/security-and-isolation.md#pin). Folded
 * under the PIN form; `onRemoved` opens the gate (no PIN is set any more).
 */
export function ForgotPin({ onRemoved }: { onRemoved: () => void }) {
  const { error, fieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("password") ?? "");
    clear();
    if (await submit(() => resetPin(password), { success: msg("pinRemoved"), failure: msg("pinUpdateFailed") }))
      onRemoved();
  }

  return (
    <details className="forgot-pin">
      <summary>Forgot the PIN?</summary>
      <p className="muted">Your account password removes the PIN. You can set a new one in Settings.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Remove the PIN">
        <Field
          label="Account password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        {error && !fieldErrors.password && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button secondary" disabled={isBusy}>
          {isBusy ? "Removing..." : "Remove the PIN"}
        </button>
      </form>
    </details>
  );
}
