import { useState, type FormEvent } from "react";
import { DEFAULT_PRINTER_PORT, validatePrinter, type Station } from "../../domain/stations";
import { createPrinter } from "../../data/stations";
import { toUserError } from "../../data/errors";
import { Field } from "../../components/ui/field";

/** Adds an ESC/POS network printer to a station: a name, its address in the venue's network, port 9100. */
export function PrinterForm({ venueId, station, onAdded }: { venueId: string; station: Station; onAdded: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validatePrinter(fd.get("name"), fd.get("host"), fd.get("port"));
    if (!res.ok) return setErrors(res.errors);
    setErrors({});
    setBusy(true);
    try {
      await createPrinter(venueId, station.id, res.value);
      form.reset();
      onAdded();
    } catch (err) {
      const u = toUserError(err);
      if (!u.isAbort) setErrors(Object.keys(u.fieldErrors).length ? u.fieldErrors : { name: u.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="printer-form" onSubmit={onSubmit} noValidate aria-label={`Add a printer to ${station.name}`}>
      <Field
        label="Printer name"
        name="name"
        maxLength={40}
        placeholder={`${station.name} printer`}
        error={errors.name}
      />
      <Field label="Address" name="host" maxLength={253} placeholder="192.168.1.50" error={errors.host} />
      <Field
        label="Port"
        name="port"
        type="number"
        inputMode="numeric"
        min={1}
        max={65535}
        defaultValue={DEFAULT_PRINTER_PORT}
        error={errors.port}
      />
      <button type="submit" className="button secondary" disabled={isBusy}>
        Add printer
      </button>
    </form>
  );
}
