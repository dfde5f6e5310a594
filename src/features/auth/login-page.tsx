import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { login } from "../../data/session";
import { toUserError } from "../../data/errors";
import { msg } from "../../domain/messages";
import { Field } from "../../components/ui/field";
import "./auth.css";

/** Login: email + password; 'Logging in...' while busy; the error above the form. */
export function LoginPage() {
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError("");
    try {
      await login(String(form.get("email") ?? "").trim(), String(form.get("password") ?? ""));
      navigate("/");
    } catch (err) {
      if (toUserError(err).isAbort) return;
      setError(msg("loginFailed"));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Field label="Email" name="email" type="email" placeholder="Email" autoComplete="email" required />
      <Field
        label="Password"
        name="password"
        type="password"
        placeholder="Password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Logging in..." : "Login"}
      </button>
      {/* Not named 'Register': the navigation's Register link must stay the only link of that name. */}
      <p className="auth-switch">
        No account yet? <Link to="/register">Create an account</Link>
      </p>
    </form>
  );
}
