import { useCallback } from "react";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { ORDERS_TOPIC } from "../../data/orders";
import { listPickups } from "../../data/pickups";
import { useLiveList } from "../../hooks/use-live-list";
import { useNow } from "../../hooks/use-now";
import { useOwner } from "../../hooks/use-session";
import "./takeaway.css";

/**
 * The counter's pickup screen (docs/takeaway.md#the-pickup-screen), for a TV: today's takeaway
 * numbers being prepared and the numbers ready (finished in the last READY_MINUTES), large, live.
 */
export function PickupScreen() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  // The ready list moves on by itself as numbers grow old (a minute is fine for a wall screen).
  const now = useNow(60_000);
  const load = useCallback(() => listPickups(ownerId), [ownerId]);
  const live = useLiveList(load, [ORDERS_TOPIC], ownerId);
  const ready = live.data?.ready.filter((o) => now.getTime() - Date.parse(o.finishedAt) < READY_MS) ?? [];
  return (
    <main className="pickup-screen" aria-labelledby="pickup-title">
      <h1 id="pickup-title">Pickup</h1>
      {live.isLoading && <Spinner label="Loading the pickup numbers" />}
      {live.hasFailed && <LoadError onRetry={live.reload}>The pickup numbers could not be loaded.</LoadError>}
      {live.data && (
        <>
          <section aria-labelledby="pickup-preparing">
            <h2 id="pickup-preparing">Being prepared</h2>
            <Numbers list={live.data.preparing.map((o) => o.number)} empty="None right now" />
          </section>
          <section aria-labelledby="pickup-ready" className="pickup-ready">
            <h2 id="pickup-ready">Ready</h2>
            <Numbers list={ready.map((o) => o.number)} empty="None right now" />
          </section>
        </>
      )}
    </main>
  );
}

/** A ready number stays on the screen this long after it was finished. */
const READY_MS = 30 * 60_000;

function Numbers({ list, empty }: { list: number[]; empty: string }) {
  if (list.length === 0) return <p className="pickup-empty">{empty}</p>;
  return (
    <ul className="pickup-numbers" aria-live="polite">
      {list.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
