import { useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import { pinDigits, validatePin } from "../../domain/validation";
import { changePin } from "../../data/pin";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";

/** Change the 4-digit PIN ('PIN must be a 4-digit number.' otherwise). */
export function PinForm() {
  const [error, setError] = useState("");
  const { result, isBusy: busy, submit, clear } = useSubmitStatus();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = validatePin(new FormData(form).get("pin"));
    clear();
    if (!res.ok) return setError(res.errors.pin);
    setError("");
    const pin = res.value;
    if (await submit(() => changePin(pin), msg("pinUpdated"), msg("pinUpdateFailed"))) form.reset();
  }

  return (
    <section className="card" aria-labelledby="pin-title">
      <h2 id="pin-title">Change PIN</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Change PIN">
        <Field
          label="New PIN"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          required
          error={error}
          onInput={(e) => {
            // Numeric only; letters typed or pasted are dropped.
            const digits = pinDigits(e.currentTarget.value);
            if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
          }}
          hint="4 digits. It locks Tables & QR, Edit menu and Settings."
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "Update PIN"}
        </button>
      </form>
    </section>
  );
}
