import type { FormEvent } from "react";
import {
  MAX_AMBER_MINUTES,
  MAX_RED_MINUTES,
  validateKitchenSettings,
  type KitchenSettings,
} from "../../domain/kitchen";
import { saveKitchenSettings } from "../../data/account";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";

// The account's field names on the server, each shown under its form field.
const FIELDS = { kitchenAmberMinutes: "amberMinutes", kitchenRedMinutes: "redMinutes" };

/** When kitchen display cards turn amber and red, and whether starting an order prints a ticket (docs/kitchen.md). */
export function KitchenForm({ ownerId, settings }: { ownerId: string; settings: KitchenSettings }) {
  const { result, fieldErrors: errors, setFieldErrors, isBusy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    clear();
    const res = validateKitchenSettings(fd.get("amberMinutes"), fd.get("redMinutes"), fd.get("autoPrint") === "on");
    if (!res.ok) return setFieldErrors(res.errors);
    await submit(() => saveKitchenSettings(ownerId, res.value), {
      success: "Kitchen display settings saved.",
      failure: "Failed to save the kitchen display settings.",
    });
  }

  return (
    <section className="card" aria-labelledby="kitchen-settings-title">
      <h2 id="kitchen-settings-title">Kitchen display</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Kitchen display">
        <Field
          label="Amber after (minutes)"
          name="amberMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_AMBER_MINUTES}
          step={1}
          required
          defaultValue={settings.amberMinutes}
          error={errors.amberMinutes}
        />
        <Field
          label="Red after (minutes)"
          name="redMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_RED_MINUTES}
          step={1}
          required
          defaultValue={settings.redMinutes}
          error={errors.redMinutes}
        />
        <label className="inline-check">
          <input type="checkbox" name="autoPrint" defaultChecked={settings.autoPrint} /> Print a kitchen ticket when an
          order is started
        </label>
        <p className="muted">
          Tickets are sized for 80 mm receipt printers. To print without a print window each time, ask whoever set up
          the kitchen computer to turn on silent printing in its browser (a one-time setting).
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
