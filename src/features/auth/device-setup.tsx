import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toUserError } from "../../data/errors";
import { setUpDevice } from "../../data/session";
import { homeOf } from "../../domain/team";

/**
 * A shared device's invitation (docs/security-and-isolation.md#shared-devices): signs this browser
 * in as the device, once; it then stays signed in while in use.
 */
export function DeviceSetup({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState("");
  const [isBusy, setBusy] = useState(false);

  async function onSetUp() {
    setBusy(true);
    setFailure("");
    try {
      const device = await setUpDevice(token);
      navigate(homeOf(device.role), { replace: true });
    } catch (err) {
      const u = toUserError(err);
      setFailure(
        u.fieldErrors.token || u.status === 400
          ? "This device link was already used or has expired. Ask the owner for a new one."
          : u.message,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-form" aria-labelledby="device-title">
      <h1 id="device-title">Set up this device</h1>
      <p>This signs this browser in as a shared device of the venue. People then switch on it with their code.</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button" onClick={() => void onSetUp()} disabled={isBusy}>
        {isBusy ? "Signing in..." : "Sign in this device"}
      </button>
    </section>
  );
}
