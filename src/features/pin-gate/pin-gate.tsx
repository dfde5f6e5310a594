import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { msg } from "../../domain/messages";
import { pinDigits } from "../../domain/validation";
import { holdUnlock, isPinSet, isUnlocked, lockPin, unlockExpiresAt, verifyPin } from "../../data/pin";
import { Spinner } from "../../components/ui/spinner";

type GateState = "checking" | "locked" | "open";

/** A PIN is numeric; anything else typed or pasted is dropped as it comes in. */
function keepDigits(e: FormEvent<HTMLInputElement>): void {
  const input = e.currentTarget;
  const digits = pinDigits(input.value);
  if (digits !== input.value) input.value = digits;
}

/**
 * PIN gate of Tables & QR, Edit menu and Settings (docs/security-and-isolation.md#pin): locked
 * until the server accepts the PIN, open at once when no PIN is set. The unlock is kept in memory
 * only.
 */
export function PinGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>(() => (isUnlocked() ? "open" : "checking"));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  // Leaving the gated pages locks the screen: the unlock token is dropped (client and server).
  useEffect(() => holdUnlock(), []);

  useEffect(() => {
    if (state !== "checking") return;
    let alive = true;
    // No PIN: open without a verify call (the server guards nothing then, and POST /api/pin/verify
    // is rate-limited per IP: page visits must not use up the tries of a real PIN).
    isPinSet()
      .then((isSet) => {
        if (alive) setState(isSet ? "locked" : "open");
      })
      .catch((e: unknown) => {
        console.error("PIN status failed", e);
        if (alive) setState("locked");
      });
    return () => {
      alive = false;
    };
  }, [state]);

  // The server's unlock token is short-lived. At expiry, lock again while a PIN is set rather
  // than let writes fail (with the PIN removed meanwhile, the page simply stays open).
  useEffect(() => {
    if (state !== "open") return;
    const expiresAt = unlockExpiresAt();
    if (!expiresAt) return;
    let alive = true;
    const t = window.setTimeout(() => {
      isPinSet()
        .then((isSet) => {
          if (isSet && alive) {
            lockPin();
            setState("locked");
          }
        })
        .catch((e: unknown) => console.error("PIN status failed", e));
    }, Math.max(0, expiresAt - Date.now()));
    return () => {
      alive = false;
      window.clearTimeout(t);
    };
  }, [state]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const pin = String(new FormData(e.currentTarget).get("pin") ?? "");
    if (!/^\d{4}$/.test(pin)) {
      setError(msg("incorrectPin"));
      return;
    }
    setBusy(true);
    const res = await verifyPin(pin);
    setBusy(false);
    if (res.ok) setState("open");
    else setError(res.reason === "incorrect" ? msg("incorrectPin") : res.message || msg("genericError"));
  }

  if (state === "open") return <>{children}</>;
  if (state === "checking") return <Spinner label="Checking PIN" />;
  return (
    <section className="pin-gate card" aria-labelledby="pin-gate-title">
      <h1 id="pin-gate-title">Enter PIN</h1>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="pin-gate-input">PIN</label>
          <input
            id="pin-gate-input"
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Enter PIN"
            maxLength={4}
            pattern="[0-9]{4}"
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "pin-gate-error" : undefined}
            onInput={keepDigits}
            onChange={() => setError("")}
          />
          {error && (
            <small id="pin-gate-error" className="field-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Checking..." : "Unlock"}
        </button>
      </form>
    </section>
  );
}
