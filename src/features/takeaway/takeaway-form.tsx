import { useState, type FormEvent } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { fetchTakeaway, saveTakeaway, type TakeawayView } from "../../data/takeaway";
import { MAX_DAYS_AHEAD, TAKEAWAY_SEGMENT, type TakeawaySettings } from "../../domain/takeaway";
import { useLoad } from "../../hooks/use-load";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { useOwner } from "../../hooks/use-session";
import "./takeaway.css";

/** Settings > Takeaway (docs/takeaway.md): on/off, the slots, capacity, lead time, hours, payment, and the venue's link and QR code. */
export function TakeawaySetting() {
  const owner = useOwner();
  const load = useLoad(fetchTakeaway, owner ? owner.id : null);
  if (!owner) return null;
  return (
    <section className="card" aria-labelledby="takeaway-title">
      <h2 id="takeaway-title">Takeaway</h2>
      {load.isLoading && <Spinner label="Loading takeaway settings" />}
      {load.hasFailed && <LoadError onRetry={load.reload}>The takeaway settings could not be loaded.</LoadError>}
      {load.data && <TakeawayForm view={load.data} publicLink={owner.publicLink} />}
    </section>
  );
}

const num = (f: FormData, name: string) => Number(f.get(name));

function TakeawayForm({ view, publicLink }: { view: TakeawayView; publicLink: string }) {
  const [saved, setSaved] = useState<TakeawaySettings>(view.settings);
  const { result, isBusy, submit, clear } = useSubmitStatus({});
  const url = `${window.location.origin}/${publicLink}/${TAKEAWAY_SEGMENT}`;
  const s = saved;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const f = new FormData(e.currentTarget);
    const next: TakeawaySettings = {
      on: f.get("on") === "on",
      slotMinutes: num(f, "slotMinutes"),
      maxOrders: num(f, "maxOrders"),
      maxItems: num(f, "maxItems"),
      leadMinutes: num(f, "leadMinutes"),
      opens: String(f.get("opens") ?? ""),
      closes: String(f.get("closes") ?? ""),
      payment: f.get("payment") === "online" ? "online" : "cash",
      daysAhead: num(f, "daysAhead"),
    };
    await submit(
      async () => {
        const answer = await saveTakeaway(next);
        setSaved(answer.settings);
      },
      { success: "Takeaway saved." },
    );
  }

  return (
    <>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} aria-label="Takeaway" className="takeaway-form">
        <label className="check">
          <input type="checkbox" name="on" defaultChecked={s.on} /> Guests can order ahead for pickup
        </label>
        <div className="takeaway-grid">
          <label>
            Slot every (minutes)
            <input
              className="input"
              type="number"
              name="slotMinutes"
              min={5}
              max={120}
              defaultValue={s.slotMinutes}
              required
            />
          </label>
          <label>
            Orders per slot
            <input
              className="input"
              type="number"
              name="maxOrders"
              min={1}
              max={500}
              defaultValue={s.maxOrders}
              required
            />
          </label>
          <label>
            Items per slot (0 = no limit)
            <input
              className="input"
              type="number"
              name="maxItems"
              min={0}
              max={5000}
              defaultValue={s.maxItems}
              required
            />
          </label>
          <label>
            Lead time (minutes)
            <input
              className="input"
              type="number"
              name="leadMinutes"
              min={0}
              max={720}
              defaultValue={s.leadMinutes}
              required
            />
          </label>
          <Field
            label="Opens"
            className="input"
            type="time"
            name="opens"
            defaultValue={s.opens}
            required
            fieldClassName="takeaway-time"
          />
          <Field
            label="Closes"
            className="input"
            type="time"
            name="closes"
            defaultValue={s.closes}
            required
            fieldClassName="takeaway-time"
          />
          <label>
            Days ahead (0 = today only)
            <input
              className="input"
              type="number"
              name="daysAhead"
              min={0}
              max={MAX_DAYS_AHEAD}
              defaultValue={s.daysAhead}
              required
              aria-describedby="takeaway-days-hint"
            />
          </label>
        </div>
        <fieldset className="table-service-options">
          <legend>Payment</legend>
          <label>
            <input type="radio" name="payment" value="cash" defaultChecked={s.payment !== "online"} /> On pickup
          </label>
          <label>
            <input
              type="radio"
              name="payment"
              value="online"
              defaultChecked={s.payment === "online"}
              disabled={!view.payOnline}
            />{" "}
            Online, before the order is accepted{view.payOnline ? "" : " (switch on Online payment first)"}
          </label>
        </fieldset>
        <p className="muted" id="takeaway-days-hint">
          Times are in the venue&apos;s time zone; pickup numbers start at 1 each day. A closing time before the opening
          time is after midnight (18:00 to 02:00): those slots and numbers belong to the evening they began. Days ahead
          lets guests pick a slot on the following days too.
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save"}
        </button>
      </form>
      {saved.on && (
        <div className="takeaway-link">
          <QRCodeSVG value={url} size={128} level="L" title="QR code of the takeaway page" />
          <p>
            For the door, your website or social media: <a href={url}>{url}</a>
          </p>
        </div>
      )}
    </>
  );
}
