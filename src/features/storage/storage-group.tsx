import { useId } from "react";
import { formatDateTime } from "../../domain/format";
import { unitText, type StorageEntry } from "../../domain/storage-groups";
import { useDateStyle } from "../../hooks/use-date-style";
import { useNow } from "../../hooks/use-now";
import type { StoragePageGroup } from "../../data/stats";

/**
 * A unit as people read it ("12 pieces", "300 g"), its accessible name the spec's unit (spec 3:
 * piece, mililitre, gram), so a screen reader and the item's heading still say "Flour 1010 gram".
 */
function UnitLabel({ unit, quantity }: { unit: string; quantity: number }) {
  const shown = unitText(unit, quantity);
  if (shown.startsWith(unit)) return <>{shown}</>;
  return (
    <>
      <abbr title={unit} aria-hidden="true">
        {shown}
      </abbr>
      <span className="visually-hidden">{unit}</span>
    </>
  );
}

/** How much of the group this page lists: "3 entries", or "Entries 101–144 of 250" when it is cut. */
export function entriesLine(g: StoragePageGroup): string {
  const shown = g.items.length;
  if (g.offset === 0 && shown >= g.entries) return `${g.entries} ${g.entries === 1 ? "entry" : "entries"}`;
  const last = g.offset + shown;
  return (
    `Entries ${g.offset + 1}–${last} of ${g.entries}` +
    (g.offset > 0 ? ", continued from the previous page" : "") +
    (last < g.entries ? ", more on the next page" : "")
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * One group of the Storage list (docs/sales.md#storage): item, total and unit as its heading, then
 * its entries on this page, newest first, each with its delete.
 */
export function StorageGroupCard({
  group: g,
  onDelete,
}: {
  group: StoragePageGroup;
  onDelete: (entry: StorageEntry) => void;
}) {
  const headingId = useId();
  const dateStyle = useDateStyle();
  const now = useNow();
  return (
    <li className="card storage-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {g.item}{" "}
        <span className="storage-total">
          {g.total} <UnitLabel unit={g.unit} quantity={g.total} />
        </span>
      </h2>
      <p className="muted storage-count">{entriesLine(g)}</p>
      <ul className="storage-entries" aria-label={`${g.item} ${g.unit} entries`}>
        {g.items.map((e) => (
          <li key={e.id}>
            <span className="storage-entry-text">
              <strong className={e.quantity < 0 ? "storage-out" : undefined}>{signed(e.quantity)}</strong>{" "}
              <UnitLabel unit={e.unit} quantity={e.quantity} />
              {e.note && <span className="muted"> · {e.note}</span>}
              <span className="muted"> · {formatDateTime(e.created, dateStyle, now)}</span>
            </span>
            <button
              type="button"
              className="button secondary small danger-quiet"
              aria-label={`Delete entry ${e.item} ${e.quantity}`}
              onClick={() => onDelete(e)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
