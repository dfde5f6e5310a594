import { useCallback, useState, type FormEvent } from "react";
import { validateStationName } from "../../domain/stations";
import { PRINT_TOPIC, createStation, loadStations } from "../../data/stations";
import { toUserError } from "../../data/errors";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { StationEditor } from "./station-editor";
import "./stations.css";

/**
 * Settings → Stations and printers (docs/kitchen.md#stations-and-printers): which categories each
 * station makes, when its tickets print, and its network printers with the status the venue's
 * print agent reports (live). The owner and managers; the server checks it.
 */
export function StationsCard({ venueId }: { venueId: string }) {
  const load = useCallback(() => loadStations(venueId), [venueId]);
  const live = useLiveList(load, [PRINT_TOPIC], venueId);
  const [error, setError] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = validateStationName(new FormData(form).get("name"));
    if (!res.ok) return setNameError(res.errors.name);
    setNameError(undefined);
    setBusy(true);
    try {
      await createStation(venueId, res.value);
      form.reset();
      live.reload();
    } catch (err) {
      const u = toUserError(err);
      if (!u.isAbort) setNameError(u.fieldErrors.name ?? u.message);
    } finally {
      setBusy(false);
    }
  }

  const data = live.data;
  return (
    <section className="card stations-card" aria-labelledby="stations-title">
      <h2 id="stations-title">Stations and printers</h2>
      <p className="hint">
        Each station gets its own ticket with the lines of its categories. Lines of a category no station takes print
        nowhere and show on the kitchen display under All stations.
      </p>
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      {live.isLoading ? (
        <Spinner label="Loading stations" />
      ) : live.hasFailed || !data ? (
        <LoadError onRetry={live.reload}>The stations could not be loaded.</LoadError>
      ) : (
        <>
          {data.stations.length === 0 && (
            <p className="stations-empty">No stations yet. Add one, e.g. Kitchen or Bar.</p>
          )}
          {data.stations.map((s) => (
            <StationEditor
              key={s.id}
              venueId={venueId}
              station={s}
              categories={data.categories}
              printers={data.printers.filter((p) => p.station === s.id)}
              onChanged={live.reload}
              onError={setError}
            />
          ))}
        </>
      )}
      <form className="stations-add" onSubmit={onAdd} noValidate aria-label="Add a station">
        <Field label="New station" name="name" maxLength={40} placeholder="Kitchen" error={nameError} />
        <button type="submit" className="button" disabled={isBusy}>
          Add station
        </button>
      </form>
    </section>
  );
}
