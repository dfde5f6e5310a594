import { useEffect, useState } from "react";
import { fetchSlots, type PickupSlots } from "../../data/takeaway";
import { MAX_PICKUP_NAME, addDays, type PickupSlot } from "../../domain/takeaway";
import { TAKEAWAY_WORDS_EN } from "../../domain/takeaway-words";
import { useMoreWords } from "./use-more-words";
import { useWords } from "./guest-words";
import { dayText } from "./day-text";

type TakeawayWord = (key: keyof typeof TAKEAWAY_WORDS_EN) => string;

/** What the guest chose for the pickup: a slot (its service day and "HH:mm") and a name. */
export interface PickupChoice {
  pickupDay: string;
  pickupAt: string;
  pickupName: string;
}

/** "Today", "Tomorrow" or e.g. "Mon, Nov 30" for a service day, `today` being the venue's, in the page's language. */
function dayLabel(day: string, today: string, w: TakeawayWord, lang: string): string {
  if (day === today) return w("today");
  if (day === addDays(today, 1)) return w("tomorrow");
  if (day === addDays(today, -1)) return w("tonight");
  return dayText(day, lang);
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
  const { lang } = useWords();
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
  // One group per service day when the venue takes orders for later days (order-ahead).
  const days = [...new Set((slots?.slots ?? []).map((s) => s.day))];
  // With several days, each time says its day too: the closed select shows only the chosen one.
  const option = (s: PickupSlot) => {
    const text = days.length > 1 && slots ? `${dayLabel(s.day, slots.day, w, lang)} ${s.time}` : s.time;
    return (
      <option key={`${s.day} ${s.time}`} value={`${s.day} ${s.time}`} disabled={!s.open}>
        {s.open ? text : w("full", { time: text })}
      </option>
    );
  };
  const chosen = value.pickupAt ? `${value.pickupDay} ${value.pickupAt}` : "";
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
        {slots !== null && open.length === 0 && (
          <span className="form-error">{w(days.length > 1 ? "noTimesLeft" : "noTimes")}</span>
        )}
        {slots !== null && open.length > 0 && (
          <select
            name="pickupAt"
            value={chosen}
            required
            onChange={(e) => {
              const [day = "", time = ""] = e.target.value.split(" ");
              onChange({ ...value, pickupDay: day, pickupAt: time });
            }}
          >
            <option value="">{w("chooseTime")}</option>
            {days.length > 1
              ? days.map((day) => (
                  <optgroup key={day} label={dayLabel(day, slots.day, w, lang)}>
                    {slots.slots.filter((s) => s.day === day).map(option)}
                  </optgroup>
                ))
              : slots.slots.map(option)}
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
