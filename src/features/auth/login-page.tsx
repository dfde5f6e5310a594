import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { login } from "../../data/session";
import { msg } from "../../domain/messages";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import "./auth.css";

// The auth call's field names, each under its form field.
const FIELDS = { identity: "email", password: "password" };

/** Login: email + password; 'Logging in...' while busy; the error above the form. */
export function LoginPage() {
  const navigate = useNavigate();
  const { error, fieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    clear();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (await submit(() => login(email, password), { failure: msg("loginFailed") })) navigate(PATHS.home);
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
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
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Logging in..." : "Login"}
      </button>
      {/* Not named 'Register': the navigation's Register link must stay the only link of that name. */}
      <p className="auth-switch">
        No account yet? <Link to={PATHS.register}>Create an account</Link>
      </p>
    </form>
  );
}
