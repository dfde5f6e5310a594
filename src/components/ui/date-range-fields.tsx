import { Field } from "./field";

export type DateBound = "from" | "to";

/**
 * The From / To pair of a date filter (Storage, Finished orders). Both pages read the pair with the
 * same bound rule (`salesRange` in src/domain/sales.ts: a "To 10:11" includes the whole minute).
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
  return (
    <>
      <Field
        id={`${idPrefix}-from`}
        label="From"
        type="datetime-local"
        value={from}
        onChange={(e) => onChange("from", e.target.value)}
      />
      <Field
        id={`${idPrefix}-to`}
        label="To"
        type="datetime-local"
        value={to}
        onChange={(e) => onChange("to", e.target.value)}
      />
    </>
  );
}
