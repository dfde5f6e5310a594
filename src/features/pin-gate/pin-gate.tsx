import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { msg } from "../../domain/messages";
import { holdUnlock, isPinSet, isUnlocked, lockPin, unlockExpiresAt, verifyPin, type PinCheck } from "../../data/pin";
import { useLoad } from "../../hooks/use-load";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { LoadError } from "../../components/ui/load-error";
import { PinInput } from "../../components/ui/pin-input";
import { Spinner } from "../../components/ui/spinner";
import { isPin } from "../../domain/pin";
import { ForgotPin } from "./forgot-pin";
import { useOwner } from "../../hooks/use-session";
import { managesVenue } from "../../domain/team";

type GateState = "checking" | "locked" | "open";

/**
 * PIN gate of Tables & QR, Edit menu and Settings (docs/security-and-isolation.md#pin): locked
 * until the server accepts the PIN, open at once when no PIN is set. The unlock is kept in memory
 * only.
 */
export function PinGate({ children }: { children: ReactNode }) {
  // The PIN keeps staff on the owner's and managers' devices out; a waiter opens only Tables & QR
  // (view and print), whose writes the server refuses them anyway.
  const role = useOwner()?.role ?? "owner";
  return managesVenue(role) ? <Gate>{children}</Gate> : <>{children}</>;
}

function Gate({ children }: { children: ReactNode }) {
  // Set by this gate (unlocked, or locked again at expiry); until then the PIN status decides.
  const [decided, setDecided] = useState<"locked" | "open" | null>(() => (isUnlocked() ? "open" : null));
  const { error, setResult, isBusy: busy, submit, clear } = useSubmitStatus();
  const setError = (text: string) => setResult({ kind: "error", text });
  // No PIN: open without a verify call (the server guards nothing then, and POST /api/pin/verify
  // is rate-limited per IP: page visits must not use up the tries of a real PIN). A failed check
  // keeps the gate locked, with a Retry.
  const pinStatus = useLoad(isPinSet, decided === null ? "pin-status" : null);
  const state: GateState = decided ?? (pinStatus.isLoading ? "checking" : pinStatus.data === false ? "open" : "locked");

  // Leaving the gated pages locks the screen: the unlock token is dropped (client and server).
  useEffect(() => holdUnlock(), []);

  // The server's unlock token is short-lived. At expiry, lock again while a PIN is set rather
  // than let writes fail (with the PIN removed meanwhile, the page simply stays open).
  useEffect(() => {
    if (state !== "open") return;
    const expiresAt = unlockExpiresAt();
    if (!expiresAt) return;
    let alive = true;
    const t = window.setTimeout(
      () => {
        isPinSet()
          .then((isSet) => {
            if (isSet && alive) {
              lockPin();
              setDecided("locked");
            }
          })
          .catch((e: unknown) => console.error("PIN status failed", e));
      },
      Math.max(0, expiresAt - Date.now()),
    );
    return () => {
      alive = false;
      window.clearTimeout(t);
    };
  }, [state]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const pin = String(new FormData(e.currentTarget).get("pin") ?? "");
    if (!isPin(pin)) {
      setError(msg("incorrectPin"));
      return;
    }
    // verifyPin answers rather than throws: a wrong PIN is an answer, told under the field.
    const out: { check?: PinCheck } = {};
    await submit(async () => {
      out.check = await verifyPin(pin);
    });
    const res = out.check;
    if (!res) return;
    if (res.ok) setDecided("open");
    else setError(res.reason === "incorrect" ? msg("incorrectPin") : res.message || msg("genericError"));
  }

  if (state === "open") return <>{children}</>;
  if (state === "checking") return <Spinner label="Checking PIN" />;
  return (
    <section className="pin-gate card" aria-labelledby="pin-gate-title">
      <h1 id="pin-gate-title">Enter PIN</h1>
      {pinStatus.hasFailed && <LoadError onRetry={pinStatus.reload}>{msg("pinStatusLoadFailed")}</LoadError>}
      <form onSubmit={onSubmit} noValidate>
        <PinInput
          id="pin-gate-input"
          label="PIN"
          placeholder="Enter PIN"
          autoFocus
          error={error}
          alertError
          onChange={clear}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Checking..." : "Unlock"}
        </button>
      </form>
      <ForgotPin onRemoved={() => setDecided("open")} />
    </section>
  );
}
