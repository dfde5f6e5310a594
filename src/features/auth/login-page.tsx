import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { fetchSignupMode, isVenueChoice, login, resendConfirmation, type VenueChoice } from "../../data/session";
import { msg } from "../../domain/messages";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { homeOf } from "../../domain/team";
import { AcceptInvitation } from "./accept-invitation";
import { DeviceCodeForm, DeviceSetup } from "./device-setup";
import { VenuePicker } from "./venue-picker";
import "./auth.css";

// The auth call's field names, each under its form field.
const FIELDS = { identity: "email", password: "password" };

/**
 * Whether new accounts confirm their address by mail on this server (null while unknown or when
 * the question failed: then nothing is said about it).
 */
function useConfirmsAddresses(): boolean | null {
  const [mode, setMode] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    fetchSignupMode().then(
      (m) => alive && setMode(m.confirmsAddresses),
      (e: unknown) => console.error("signup mode failed", e),
    );
    return () => {
      alive = false;
    };
  }, []);
  return mode;
}

/**
 * Login: email + password; 'Logging in...' while busy; the error above the form. After a sign-up
 * it says what happens next; where new accounts confirm their address it offers the link again.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const invite = params.get("invite") ?? "";
  const device = params.get("device") ?? "";
  if (device) return <DeviceSetup token={device} />;
  if (params.has("setup")) return <DeviceCodeForm />;
  if (invite) return <AcceptInvitation token={invite} />;
  return <LoginForm />;
}

function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const justRegistered = (location.state as { registered?: boolean } | null)?.registered === true;
  const { error, fieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);
  const confirms = useConfirmsAddresses();
  const formRef = useRef<HTMLFormElement>(null);
  const [venues, setVenues] = useState<VenueChoice | null>(null);
  const [resend, setResend] = useState<{ busy: boolean; text: string; isError: boolean }>({
    busy: false,
    text: "",
    isError: false,
  });

  async function onResend() {
    const email = String(new FormData(formRef.current ?? undefined).get("email") ?? "").trim();
    if (!email) {
      setResend({ busy: false, text: msg("enterEmailFirst"), isError: true });
      formRef.current?.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setResend({ busy: true, text: "", isError: false });
    try {
      await resendConfirmation(email);
      setResend({ busy: false, text: msg("confirmResent"), isError: false });
    } catch (e) {
      console.error("resend confirmation failed", e);
      setResend({ busy: false, text: msg("confirmResendFailed"), isError: true });
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    clear();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    let home: string = PATHS.home;
    let choice: VenueChoice | null = null;
    const signIn = async () => {
      const who = await login(email, password);
      if (isVenueChoice(who)) choice = who;
      // A team member lands on their first page (the owner on home, as before).
      else if (who.role !== "owner") home = homeOf(who.role);
    };
    if (
      await submit(signIn, {
        failure: (err) => (err.status === 503 ? err.message : msg("loginFailed")),
      })
    ) {
      if (choice) setVenues(choice);
      else navigate(home);
    }
  }

  if (venues) return <VenuePicker choice={venues} />;

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {justRegistered && confirms !== null && (
        <p className="auth-notice" role="status">
          {confirms ? msg("registeredCheckMail") : msg("registeredNoMail")}
        </p>
      )}
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
      {confirms && (
        <p className="auth-confirm">
          {msg("confirmHint")}{" "}
          <button type="button" className="link-like" onClick={onResend} disabled={resend.busy}>
            {resend.busy ? "Sending..." : "Send the link again"}
          </button>
          {resend.text && (
            <span className={resend.isError ? "auth-confirm-error" : "auth-confirm-done"} role="status">
              {" "}
              {resend.text}
            </span>
          )}
        </p>
      )}
      {/* Not named 'Register': the navigation's Register link must stay the only link of that name. */}
      <p className="auth-switch">
        No account yet? <Link to={PATHS.register}>Create an account</Link>
      </p>
      <p className="auth-switch">
        A kitchen tablet or bar laptop of a venue? <Link to={`${PATHS.login}?setup`}>Set up a shared device</Link>
      </p>
    </form>
  );
}
