import { useState, type FormEvent } from "react";
import { NewPasswordFields } from "../../components/ui/new-password-fields";
import { toUserError } from "../../data/errors";
import { acceptInvitation } from "../../data/session";

/**
 * A team member's invitation (docs/security-and-isolation.md#team-members-and-roles): sets their
 * password once; then they log in with their email. A used, expired or wrong link says so.
 */
export function AcceptInvitation({ token, onDone }: { token: string; onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    const confirm = String(fd.get("passwordConfirm") ?? "");
    const next: Record<string, string> = {};
    if (password.length < 8) next.password = "The password needs at least 8 characters.";
    else if (password !== confirm) next.passwordConfirm = "The passwords do not match.";
    setErrors(next);
    setFailure("");
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await acceptInvitation(token, password, confirm);
      onDone();
    } catch (err) {
      const u = toUserError(err);
      if (u.fieldErrors.token) setFailure("This invitation link was already used or has expired. Ask for a new one.");
      else {
        setErrors(u.fieldErrors);
        setFailure(u.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <h1 id="invite-title">Join your team</h1>
      <p>Choose your password. Then log in with your email and this password.</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <NewPasswordFields label="Password" errors={errors} />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Saving..." : "Set password"}
      </button>
    </form>
  );
}
