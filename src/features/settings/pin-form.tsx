import type { FormEvent } from "react";
import { msg } from "../../domain/messages";
import { validatePin } from "../../domain/validation";
import { changePin } from "../../data/pin";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { PinInput } from "../../components/ui/pin-input";

const FIELDS = ["pin"];

/** Change the 4-digit PIN ('PIN must be a 4-digit number.' otherwise). */
export function PinForm() {
  const { result, fieldErrors, setFieldErrors, isBusy: busy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = validatePin(new FormData(form).get("pin"));
    clear();
    if (!res.ok) return setFieldErrors(res.errors);
    const pin = res.value;
    if (await submit(() => changePin(pin), { success: msg("pinUpdated"), failure: msg("pinUpdateFailed") }))
      form.reset();
  }

  return (
    <section className="card" aria-labelledby="pin-title">
      <h2 id="pin-title">Change PIN</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Change PIN">
        <PinInput
          label="New PIN"
          error={fieldErrors.pin}
          hint="4 digits. It locks Tables & QR, Edit menu and Settings. Forgot it? On the PIN screen, your account password removes it."
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "Update PIN"}
        </button>
      </form>
    </section>
  );
}
