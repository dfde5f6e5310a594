import { useState } from "react";
import type { PrintOn, Printer, Station } from "../../domain/stations";
import { deletePrinter, deleteStation, updateStation } from "../../data/stations";
import { toUserError } from "../../data/errors";
import { PrinterForm } from "./printer-form";

interface Props {
  venueId: string;
  station: Station;
  categories: Array<{ id: string; title: string }>;
  printers: Printer[];
  onChanged: () => void;
  onError: (message: string) => void;
}

const STATUS = { online: "Online", offline: "Offline", "": "Not seen by the print agent yet" } as const;

/** One station: when it prints, its categories, its printers (each with its reported status). */
export function StationEditor({ venueId, station, categories, printers, onChanged, onError }: Props) {
  const [isBusy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      onChanged();
    } catch (err) {
      const u = toUserError(err);
      if (!u.isAbort) onError(u.message);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...station.categories, id] : station.categories.filter((c) => c !== id);
    void run(() => updateStation(station.id, { categories: next }));
  };
  const headingId = `station-${station.id}`;

  return (
    <article className="station" aria-labelledby={headingId}>
      <header className="station-head">
        <h3 id={headingId}>{station.name}</h3>
        <button
          type="button"
          className="button secondary"
          disabled={isBusy}
          onClick={() =>
            window.confirm(`Delete the station ${station.name} and its printers?`) &&
            run(() => deleteStation(station.id))
          }
        >
          Delete station
        </button>
      </header>
      <label className="field">
        <span>Print tickets</span>
        <select
          value={station.printOn}
          disabled={isBusy}
          onChange={(e) => run(() => updateStation(station.id, { printOn: e.target.value as PrintOn }))}
        >
          <option value="arrival">When the order arrives</option>
          <option value="start">When the order is started</option>
        </select>
      </label>
      <fieldset className="station-categories">
        <legend>Categories</legend>
        {categories.length === 0 && <p className="hint">The menu has no categories yet.</p>}
        {categories.map((c) => (
          <label key={c.id} className="checkbox">
            <input
              type="checkbox"
              checked={station.categories.includes(c.id)}
              disabled={isBusy}
              onChange={(e) => toggle(c.id, e.target.checked)}
            />
            {c.title}
          </label>
        ))}
      </fieldset>
      <ul className="station-printers" aria-label={`Printers of ${station.name}`}>
        {printers.map((p) => (
          <li key={p.id}>
            <span className="printer-name">{p.name}</span>
            <span className="printer-address">
              {p.host}:{p.port}
            </span>
            <span className={`printer-status status-${p.status || "unknown"}`}>
              {STATUS[p.status]}
              {p.status === "offline" && p.statusError ? ` (${p.statusError})` : ""}
            </span>
            <button
              type="button"
              className="button secondary"
              disabled={isBusy}
              onClick={() => run(() => deletePrinter(p.id))}
            >
              Remove <span className="visually-hidden">{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <PrinterForm venueId={venueId} station={station} onAdded={onChanged} />
    </article>
  );
}
