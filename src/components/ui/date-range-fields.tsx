import { formatOrderTime } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { Field } from "./field";

export type DateBound = "from" | "to";

/**
 * The From / To pair of a date filter (Storage, Finished orders). Both pages read the pair with the
 * same bound rule (`salesRange` in src/domain/sales.ts: a "To 10:11" includes the whole minute).
 * The browser draws a datetime-local box in its own locale (mm/dd/yyyy in US English), so a set
 * bound is repeated under it in the one date format of the owner's screens.
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
  const shown = (value: string) => (value ? formatOrderTime(new Date(value), dateStyle) || undefined : undefined);
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
