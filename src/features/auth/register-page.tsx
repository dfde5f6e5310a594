import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { register } from "../../data/session";
import { toUserError } from "../../data/errors";
import { msg } from "../../domain/messages";
import { Field } from "../../components/ui/field";
import "./auth.css";

/** Register: email, password, repeat; mismatch is caught before any request. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const repeat = String(form.get("passwordConfirm") ?? "");
    setFieldErrors({});
    if (password !== repeat) {
      setError(msg("passwordsDoNotMatch"));
      return;
    }
    setBusy(true);
    setError("");
    try {
      await register(email, password, repeat);
      navigate("/login");
    } catch (err) {
      const ue = toUserError(err);
      if (ue.isAbort) return;
      setError(msg("registerFailed"));
      setFieldErrors(ue.fieldErrors);
      setBusy(false);
    }
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
        Already registered? <Link to="/login">Sign in to your account</Link>
      </p>
    </form>
  );
}
