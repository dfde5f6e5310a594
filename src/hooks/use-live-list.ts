import { useCallback, useEffect, useRef, useState } from "react";
import { onRealtimeConnect, subscribeTopic, type RecordEvent, type Topic } from "../data/realtime";

export interface LiveList<T> {
  data: T | undefined;
  /** True until the first load for the current key has settled (and again while a failed one is retried). */
  isLoading: boolean;
  /** The last load's failure (null once a load succeeds). */
  error: unknown;
  /**
   * True when the list could not be loaded and there is nothing to show: the page says so with a
   * Retry (`reload`), never an empty state. A failed reload keeps the list already shown.
   */
  hasFailed: boolean;
  reload: () => void;
  /**
   * Changes the data shown without a load (e.g. with an action's answer): `change` returns the new
   * data, or null when it cannot, and the list loads instead (as it does while a load is in flight,
   * whose answer could be older than the change).
   */
  apply: (change: (data: T) => T | null) => void;
}

/** How long the first load waits for the realtime subscriptions before it goes ahead anyway. */
const SUBSCRIBE_WAIT_MS = 1500;

interface Loaded<T> {
  key: string;
  data: T | undefined;
  error: unknown;
  hasFailed: boolean;
}

const NOT_LOADED = { key: "\u0000", data: undefined, error: null, hasFailed: false };

/**
 * Fetch, then subscribe, then reload on every reconnect (docs/realtime.md#reload-on-reconnect).
 * Server data has one owner: this hook. Every event reloads (coalesced: at most one load in flight and one queued);
 * `onEvent` sees each event first (e.g. to show a banner). A new `key` re-runs everything.
 * `merge` (optional): an event it can fold into the data shown (it returns the new data) loads
 * nothing; null or undefined loads as any event does (docs/table-tab.md#sending).
 */
export function useLiveList<T>(
  load: () => Promise<T>,
  topics: Topic[],
  key: string,
  onEvent?: (e: RecordEvent) => void,
  merge?: (data: T, e: RecordEvent) => T | null | undefined,
): LiveList<T> {
  const [loaded, setLoadedState] = useState<Loaded<T>>(NOT_LOADED);
  // What is shown, also as a ref: a change (apply, merge) folds into the latest data at once.
  const shown = useRef<Loaded<T>>(NOT_LOADED);
  const setLoaded = useCallback((next: Loaded<T> | ((prev: Loaded<T>) => Loaded<T>)) => {
    shown.current = typeof next === "function" ? next(shown.current) : next;
    setLoadedState(shown.current);
  }, []);
  const latest = useRef({ load, onEvent, topics, key, merge });
  useEffect(() => {
    latest.current = { load, onEvent, topics, key, merge };
  });
  const state = useRef({ inFlight: false, queued: false, alive: true });

  const reload = useCallback(
    function run() {
      const s = state.current;
      if (s.inFlight) {
        s.queued = true;
        return;
      }
      s.inFlight = true;
      const forKey = latest.current.key;
      // Trying again after a failed first load: loading again (a spinner), not the old failure.
      setLoaded((prev) => (prev.key === forKey && prev.hasFailed ? NOT_LOADED : prev));
      latest.current
        .load()
        .then(
          (data) => s.alive && setLoaded({ key: forKey, data, error: null, hasFailed: false }),
          (error: unknown) => {
            console.error("live list load failed", error);
            if (!s.alive) return;
            setLoaded((prev) => {
              const data = prev.key === forKey ? prev.data : undefined;
              return { key: forKey, data, error, hasFailed: data === undefined };
            });
          },
        )
        .finally(() => {
          s.inFlight = false;
          if (s.queued && s.alive) {
            s.queued = false;
            run();
          }
        });
    },
    [setLoaded],
  );

  /** Folds `change` into the data shown; false (nothing changed) when it cannot or a load is in flight. */
  const fold = useCallback(
    (change: (data: T) => T | null | undefined): boolean => {
      const cur = shown.current;
      if (state.current.inFlight || cur.key !== latest.current.key || cur.data === undefined) return false;
      const next = change(cur.data);
      if (next === null || next === undefined) return false;
      if (next !== cur.data) setLoaded({ ...cur, data: next });
      return true;
    },
    [setLoaded],
  );
  const apply = useCallback(
    (change: (data: T) => T | null) => {
      if (!fold(change)) reload();
    },
    [fold, reload],
  );

  useEffect(() => {
    const s = state.current;
    s.alive = true;
    // Subscribe first, then load once: a load that starts after the subscriptions are in place
    // misses nothing, so the first screen costs one load, not two.
    // Should subscribing hang (a proxy buffering the stream), load anyway after a short wait; the
    // load once subscribed then catches what happened in between.
    let cancelled = false;
    let hasLoaded = false;
    const loadOnce = () => {
      if (hasLoaded || cancelled) return;
      hasLoaded = true;
      reload();
    };
    const fallback = setTimeout(loadOnce, SUBSCRIBE_WAIT_MS);
    const unsubs: Array<() => Promise<void>> = [];
    const keep = (p: Promise<() => Promise<void>>) =>
      p.then(
        (un) => {
          if (cancelled) un().catch(() => {});
          else unsubs.push(un);
        },
        (e: unknown) => console.error("realtime subscribe failed", e),
      );
    const subscribed = latest.current.topics.map((t) =>
      keep(
        subscribeTopic(t, (e) => {
          latest.current.onEvent?.(e);
          const merge = latest.current.merge;
          if (!merge || !fold((data) => merge(data, e))) reload();
        }),
      ),
    );
    // Events sent while a client is away are lost: reload on every (re)connect. The SDK fires
    // PB_CONNECT only for connects after this listener exists, so it is not relied on for the first.
    // The first connect (before the first load) needs no reload: the first load follows it.
    subscribed.push(keep(onRealtimeConnect(() => hasLoaded && reload())));
    // Once every subscription is in place: the first load, or (when the fallback already loaded)
    // a reload, since a record created before the subscription would otherwise be missed.
    Promise.all(subscribed).then(() => {
      if (cancelled) return;
      clearTimeout(fallback);
      if (hasLoaded) reload();
      else loadOnce();
    });
    // Back from a network drop the stream may not have noticed it was cut: load what was missed.
    const onOnline = () => reload();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      clearTimeout(fallback);
      cancelled = true;
      s.alive = false;
      // Unsubscribe on the next task, after a successor (next page, new key) has subscribed: the
      // SDK loses a listener that is added in the same tick as the topic's last one is removed
      // (it believes the topic is already sent and never attaches the new listener).
      const old = unsubs.splice(0);
      setTimeout(() => {
        for (const un of old) un().catch(() => {});
      }, 0);
    };
  }, [key, reload, fold]);

  const isCurrent = loaded.key === key;
  return {
    data: isCurrent ? loaded.data : undefined,
    isLoading: !isCurrent,
    error: isCurrent ? loaded.error : null,
    hasFailed: isCurrent && loaded.hasFailed,
    reload,
    apply,
  };
}
