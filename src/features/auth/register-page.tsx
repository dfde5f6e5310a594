import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { register } from "../../data/session";
import { msg } from "../../domain/messages";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import "./auth.css";

const FIELDS = ["email", "password", "passwordConfirm"];

/**
 * Register: email, password, repeat; mismatch is caught before any request. Success goes to the
 * login page, which says what happens next (confirm the address by mail, or sign in at once).
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const { error, setResult, fieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const repeat = String(form.get("passwordConfirm") ?? "");
    clear();
    if (password !== repeat) {
      setResult({ kind: "error", text: msg("passwordsDoNotMatch") });
      return;
    }
    if (
      await submit(() => register(email, password, repeat), {
        failure: (err) => (err.status === 503 ? err.message : msg("registerFailed")),
      })
    )
      navigate(PATHS.login, { state: { registered: true } });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-labelledby="register-title">
      <h1 id="register-title">Register</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Field
        label="Email"
        name="email"
        type="email"
        placeholder="Email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        placeholder="Password"
        autoComplete="new-password"
        required
        error={fieldErrors.password}
      />
      <Field
        label="Repeat password"
        name="passwordConfirm"
        type="password"
        placeholder="Repeat password"
        autoComplete="new-password"
        required
        error={fieldErrors.passwordConfirm}
      />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Registering..." : "Register"}
      </button>
      {/* Not named 'Login': the navigation's Login link must stay the only link of that name. */}
      <p className="auth-switch">
        Already registered? <Link to={PATHS.login}>Sign in to your account</Link>
      </p>
    </form>
  );
}
