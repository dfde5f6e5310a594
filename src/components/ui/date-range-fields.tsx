import { formatOrderTime, zonedInstant } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { Field } from "./field";

export type DateBound = "from" | "to";

/**
 * The From / To pair of a date filter (Storage, Finished orders). Both pages read the pair with the
 * same bound rule (`salesRange` in src/domain/sales.ts: a "To 10:11" includes the whole minute), as
 * wall-clock times in the venue's zone (the viewer's for a venue without one). The spec fixes the
 * boxes as datetime-local, which the browser draws in its own locale (mm/dd/yyyy in US English):
 * a line under each box (its aria-describedby) repeats a set bound in the one date format of the
 * owner's screens and names the venue's zone (docs/owner-screens.md#dates-and-times).
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  onChange,
}: {
  /** The inputs' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  from: string;
  to: string;
  onChange: (bound: DateBound, value: string) => void;
}) {
  const dateStyle = useDateStyle();
  const zone = dateStyle.timeZone;
  const shown = (value: string): string | undefined => {
    const at = value ? formatOrderTime(zonedInstant(value, zone), dateStyle) : "";
    if (!zone) return at || undefined;
    return at ? `${at} (${zoneName(zone)} time)` : `${zoneName(zone)} time`;
  };
  return (
    <>
      <Field
        id={`${idPrefix}-from`}
        label="From"
        type="datetime-local"
        value={from}
        hint={shown(from)}
        onChange={(e) => onChange("from", e.target.value)}
      />
      <Field
        id={`${idPrefix}-to`}
        label="To"
        type="datetime-local"
        value={to}
        hint={shown(to)}
        onChange={(e) => onChange("to", e.target.value)}
      />
    </>
  );
}

/** 'Europe/Berlin' as people read it: 'Berlin'; 'America/Argentina/Buenos_Aires': 'Buenos Aires'; 'UTC' stays. */
function zoneName(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}
