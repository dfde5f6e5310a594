import { formatOrderTime, zonedInstant } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { useNow } from "../../hooks/use-now";
import { DateTimeBox } from "./date-time-box";

export type DateBound = "from" | "to";

/** What an empty box reads at rest: no bound on that side. */
export const ANY_TIME = "Any time";

/**
 * The From / To pair of a date filter (Storage, Finished orders). Both pages read the pair with the
 * same bound rule (`salesRange` in src/domain/sales.ts: a "To 10:11" includes the whole minute), as
 * wall-clock times in the venue's zone (the viewer's for a venue without one). The spec fixes the
 * boxes as datetime-local, which the browser draws in its own locale (mm/dd/yyyy in US English): at
 * rest each box shows its bound in the one date format of the owner's screens instead (DateTimeBox),
 * and a line under it (its aria-describedby) repeats it and names the venue's zone
 * (docs/owner-screens.md#dates-and-times).
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
  const now = useNow();
  const zone = dateStyle.timeZone;
  // With the year when it is not the current one, as everywhere on the owner's screens.
  const inFormat = (value: string): string => (value ? formatOrderTime(zonedInstant(value, zone), dateStyle, now) : "");
  const hint = (value: string): string | undefined => {
    const at = inFormat(value);
    if (!zone) return at || undefined;
    return at ? `${at} (${zoneName(zone)} time)` : `${zoneName(zone)} time`;
  };
  const box = (bound: DateBound, label: string, value: string) => (
    <DateTimeBox
      id={`${idPrefix}-${bound}`}
      label={label}
      value={value}
      // A value the box cannot hold (a bad date in the address) gets no face: the browser's own text.
      face={value ? inFormat(value) : ANY_TIME}
      isEmpty={!value}
      hint={hint(value)}
      // At rest the box shows the bound itself, so the line under it then names the zone alone.
      hintAtRest={zone && value ? `${zoneName(zone)} time` : undefined}
      onChange={(e) => onChange(bound, e.target.value)}
    />
  );
  return (
    <>
      {box("from", "From", from)}
      {box("to", "To", to)}
    </>
  );
}

/** 'Europe/Berlin' as people read it: 'Berlin'; 'America/Argentina/Buenos_Aires': 'Buenos Aires'; 'UTC' stays. */
function zoneName(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}
