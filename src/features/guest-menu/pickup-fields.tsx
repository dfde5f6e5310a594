import { useEffect, useState } from "react";
import { fetchSlots, type PickupSlots } from "../../data/takeaway";
import { MAX_PICKUP_NAME } from "../../domain/takeaway";

/** What the guest chose for the pickup: a slot ("HH:mm") and a name. */
export interface PickupChoice {
  pickupAt: string;
  pickupName: string;
}

/**
 * The takeaway order's pickup time and name, in Your Order (docs/takeaway.md). Loaded only on a
 * venue's takeaway page (a lazy chunk). The slots are the server's; a full one is listed but cannot
 * be chosen, and the server checks again at send.
 */
export function PickupFields({
  publicLink,
  value,
  onChange,
}: {
  publicLink: string;
  value: PickupChoice;
  onChange: (v: PickupChoice) => void;
}) {
  const [slots, setSlots] = useState<PickupSlots | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    fetchSlots(publicLink).then(
      (s) => alive && (setSlots(s), setFailed(false)),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [publicLink, attempt]);

  const open = slots?.slots.filter((s) => s.open) ?? [];
  return (
    <div className="pickup-fields">
      <label>
        Pickup time
        {slots === null && !failed && <span className="muted">Loading pickup times…</span>}
        {failed && (
          <span role="alert" className="form-error">
            The pickup times could not be loaded.{" "}
            <button type="button" className="button small secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </span>
        )}
        {slots !== null && open.length === 0 && <span className="form-error">No pickup times are left today.</span>}
        {slots !== null && open.length > 0 && (
          <select
            name="pickupAt"
            value={value.pickupAt}
            required
            onChange={(e) => onChange({ ...value, pickupAt: e.target.value })}
          >
            <option value="">Choose a time</option>
            {slots.slots.map((s) => (
              <option key={s.time} value={s.time} disabled={!s.open}>
                {s.open ? s.time : `${s.time} (full)`}
              </option>
            ))}
          </select>
        )}
      </label>
      <label>
        Your name (for the pickup)
        <input
          name="pickupName"
          autoComplete="given-name"
          maxLength={MAX_PICKUP_NAME}
          required
          value={value.pickupName}
          onChange={(e) => onChange({ ...value, pickupName: e.target.value })}
        />
      </label>
      <p className="muted">
        {slots?.payment === "online" ? "You pay online before the order is accepted." : "You pay when you pick it up."}
      </p>
    </div>
  );
}
