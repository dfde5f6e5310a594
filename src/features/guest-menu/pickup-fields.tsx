import { useEffect, useState } from "react";
import { fetchSlots, type PickupSlots } from "../../data/takeaway";
import { MAX_PICKUP_NAME } from "../../domain/takeaway";
import { TAKEAWAY_WORDS_EN } from "../../domain/takeaway-words";
import { useMoreWords } from "./use-more-words";

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
  const w = useMoreWords("takeaway", TAKEAWAY_WORDS_EN);
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
        {w("pickupTime")}
        {slots === null && !failed && <span className="muted">{w("loadingTimes")}</span>}
        {failed && (
          <span role="alert" className="form-error">
            {w("timesFailed")}{" "}
            <button type="button" className="button small secondary" onClick={() => setAttempt((n) => n + 1)}>
              {w("tryAgain")}
            </button>
          </span>
        )}
        {slots !== null && open.length === 0 && <span className="form-error">{w("noTimes")}</span>}
        {slots !== null && open.length > 0 && (
          <select
            name="pickupAt"
            value={value.pickupAt}
            required
            onChange={(e) => onChange({ ...value, pickupAt: e.target.value })}
          >
            <option value="">{w("chooseTime")}</option>
            {slots.slots.map((s) => (
              <option key={s.time} value={s.time} disabled={!s.open}>
                {s.open ? s.time : w("full", { time: s.time })}
              </option>
            ))}
          </select>
        )}
      </label>
      <label>
        {w("pickupName")}
        <input
          name="pickupName"
          autoComplete="given-name"
          maxLength={MAX_PICKUP_NAME}
          required
          value={value.pickupName}
          onChange={(e) => onChange({ ...value, pickupName: e.target.value })}
        />
      </label>
      <p className="muted">{w(slots?.payment === "online" ? "payOnline" : "payAtPickup")}</p>
    </div>
  );
}
