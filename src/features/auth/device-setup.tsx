import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toUserError } from "../../data/errors";
import { checkDeviceLink, claimDevice, setUpDevice, type DeviceInfo } from "../../data/session";
import { homeOf, isMemberRole, ROLE_LABELS } from "../../domain/team";

const USED = "This device link was already used or has expired. Ask the owner for a new one.";

/**
 * A shared device's sign-in link (docs/security-and-isolation.md#shared-devices): names the venue
 * and the device, then signs this browser in as the device, once; it then stays signed in while in
 * use.
 */
export function DeviceSetup({ token }: { token: string }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<DeviceInfo | null>(null);
  const [failure, setFailure] = useState("");
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    checkDeviceLink(token).then(
      (i) => alive && setInfo(i),
      (err: unknown) => {
        const u = toUserError(err);
        if (alive) setFailure(u.fieldErrors.token || u.status === 400 ? USED : u.message);
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);

  async function onSetUp() {
    setBusy(true);
    setFailure("");
    try {
      const device = await setUpDevice(token);
      navigate(homeOf(device.role), { replace: true });
    } catch (err) {
      const u = toUserError(err);
      setFailure(u.fieldErrors.token || u.status === 400 ? USED : u.message);
      setBusy(false);
    }
  }

  if (!info && !failure) return <Spinner label="Opening the device link" />;
  return (
    <section className="auth-form" aria-labelledby="device-title">
      <h1 id="device-title">{info ? `Set up ${info.name}` : "Set up this device"}</h1>
      {info && (
        <p>
          This signs this browser in as <strong>{info.name}</strong>, a shared{" "}
          {isMemberRole(info.role) ? ROLE_LABELS[info.role].toLowerCase() : info.role} device of{" "}
          <strong>{info.venue || "the venue"}</strong>. People then switch on it with their code.
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {info && (
        <button type="button" className="button" onClick={() => void onSetUp()} disabled={isBusy}>
          {isBusy ? "Signing in..." : "Sign in this device"}
        </button>
      )}
    </section>
  );
}

/** A shared device signed in with the short code the Team page shows (8 characters, once, 10 minutes). */
export function DeviceCodeForm() {
  const navigate = useNavigate();
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError("Enter the code shown on the Team page.");
      return;
    }
    setBusy(true);
    setError("");
    try {
      const device = await claimDevice(code);
      navigate(homeOf(device.role), { replace: true });
    } catch (err) {
      const u = toUserError(err);
      setError(u.fieldErrors.code ?? u.message);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="device-code-title">
      <h1 id="device-code-title">Set up a shared device</h1>
      <p>Type the code the owner sees on the Team page for this device (or scan its QR code instead).</p>
      <Field
        label="Device code"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        placeholder="ABCD-EFGH"
        required
        error={error}
      />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Signing in..." : "Sign in this device"}
      </button>
    </form>
  );
}
