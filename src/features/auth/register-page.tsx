import { useMemo, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { register } from "../../data/session";
import { msg } from "../../domain/messages";
import { SIGNUP_CURRENCIES, currencyForLocale, currencyLabel } from "../../domain/currency";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import "./auth.css";

const FIELDS = ["email", "password", "passwordConfirm", "menuTitle", "currency"];

/**
 * Register: email, password, repeat; mismatch is caught before any request. The venue's name and
 * currency (preselected from the browser's locale) are asked too, so the menu reads right from its
 * first minute; both optional, as the spec's sign-up has only the three. Success goes to the login
 * page, which says what happens next (confirm the address by mail, or sign in at once).
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const localCurrency = useMemo(() => currencyForLocale(navigator.language || "en"), []);
  const { error, setResult, fieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const repeat = String(form.get("passwordConfirm") ?? "");
    const venue = { name: String(form.get("menuTitle") ?? ""), currency: String(form.get("currency") ?? "") };
    clear();
    if (password !== repeat) {
      setResult({ kind: "error", text: msg("passwordsDoNotMatch") });
      return;
    }
    if (
      await submit(() => register(email, password, repeat, venue), {
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
      <Field
        label="Venue name"
        name="menuTitle"
        placeholder="Venue name"
        autoComplete="organization"
        maxLength={100}
        hint="The title of your menu. You can change it later in Edit Menu."
        error={fieldErrors.menuTitle}
      />
      <Field as="select" label="Currency" name="currency" defaultValue={localCurrency} error={fieldErrors.currency}>
        <option value="">Choose later</option>
        {SIGNUP_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {currencyLabel(c)}
          </option>
        ))}
      </Field>
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
