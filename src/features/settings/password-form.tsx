import type { FormEvent } from "react";
import { msg } from "../../domain/messages";
import { validatePasswordChange } from "../../domain/validation";
import { changePassword } from "../../data/account";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { NewPasswordFields } from "../../components/ui/new-password-fields";

const FIELDS = ["oldPassword", "password", "passwordConfirm"];

/** Change password: old, new, confirm; the session stays valid afterwards. */
export function PasswordForm({ email, ownerId }: { email: string; ownerId: string }) {
  const { result, fieldErrors: errors, setFieldErrors, isBusy: busy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validatePasswordChange(fd.get("oldPassword"), fd.get("password"), fd.get("passwordConfirm"));
    clear();
    if (!res.ok) return setFieldErrors(res.errors);
    const { oldPassword, password } = res.value;
    const isChanged = await submit(() => changePassword(email, ownerId, oldPassword, password), {
      success: msg("passwordChanged"),
      failure: msg("passwordChangeFailed"),
    });
    if (isChanged) form.reset();
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Field
          label="Old password"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.oldPassword}
        />
        <NewPasswordFields label="New password" errors={errors} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </form>
    </section>
  );
}
