import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { deleteAccount } from "../../data/account";
import { isPinSet } from "../../data/pin";
import { msg } from "../../domain/messages";
import { useLoad } from "../../hooks/use-load";
import { useConfirm } from "../../components/ui/confirm";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Field } from "../../components/ui/field";
import { isPin } from "../../domain/pin";
import { PinInput } from "../../components/ui/pin-input";
import { useSubmitStatus } from "../../hooks/use-submit-status";

const FIELDS = ["password", "pin"];

/**
 * Delete account: the password, and the PIN when one is set, then a confirmation. The server
 * checks both (POST /api/account/delete); a plain record delete is refused.
 */
export function DeleteAccountForm() {
  const pinStatus = useLoad(isPinSet, "pin-status");
  const hasPin = pinStatus.data ?? false;
  const { error: failure, fieldErrors: errors, setFieldErrors, isBusy: busy, submit, clear } = useSubmitStatus(FIELDS);
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    const pin = String(fd.get("pin") ?? "");
    const next: Record<string, string> = {};
    if (!password) next.password = "Enter your password.";
    if (hasPin && !isPin(pin)) next.pin = "Enter your 4-digit PIN.";
    clear();
    setFieldErrors(next);
    if (Object.keys(next).length) return;
    const ok = await confirm({
      title: "Delete your account?",
      body: "Your menu, tables, orders and stock are deleted for good. Guests scanning your QR codes will find nothing.",
      confirmLabel: "Delete account",
    });
    if (!ok) return;
    const isDeleted = await submit(() => deleteAccount(password, pin), {
      // A field's own message (wrong password, wrong PIN) shows under the field; anything else here.
      failure: (u) => (Object.keys(u.fieldErrors).length ? "" : u.message),
    });
    if (isDeleted) navigate(PATHS.home, { replace: true });
  }

  return (
    <section className="card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      {pinStatus.hasFailed && <LoadError onRetry={pinStatus.reload}>{msg("pinStatusLoadFailed")}</LoadError>}
      {failure && <Banner kind="error">{failure}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Delete account">
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        {hasPin && <PinInput label="PIN" error={errors.pin} />}
        <button type="submit" className="button danger" disabled={busy}>
          {busy ? "Deleting..." : "Delete account"}
        </button>
      </form>
      {confirmDialog}
    </section>
  );
}
