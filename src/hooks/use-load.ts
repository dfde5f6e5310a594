import { useCallback, useEffect, useRef, useState } from "react";

export interface Load<T> {
  /** The result for the current key, undefined until it has loaded. */
  data: T | undefined;
  /** The failure of the last load for the current key (null once one succeeds). */
  error: unknown;
  /** True while the current key has no result yet (first load, or a retry after a failure). */
  isLoading: boolean;
  /** True when the load failed and there is no result to show: say so, with a Retry (`reload`). */
  hasFailed: boolean;
  /** Loads again; the result already shown stays until the new one arrives. */
  reload: () => void;
}

interface Settled<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  hasFailed: boolean;
}

const NOTHING: Settled<never> = { key: null, data: undefined, error: null, hasFailed: false };

/**
 * A one-shot read (what is not live: a PIN status, a dialog's options): `load` runs when `key`
 * changes (and on `reload`); a null key loads nothing. An answer for an older key, or one that
 * arrives after unmount, is dropped. Live lists use useLiveList instead.
 */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Load<T> {
  const [settled, setSettled] = useState<Settled<T>>(NOTHING);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    latest.current().then(
      (data) => alive && setSettled({ key, data, error: null, hasFailed: false }),
      (error: unknown) => {
        console.error("load failed", error);
        if (!alive) return;
        setSettled((prev) => {
          const data = prev.key === key ? prev.data : undefined;
          return { key, data, error, hasFailed: data === undefined };
        });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => {
    // Trying again after a failure: loading (a spinner), not the old failure.
    setSettled((prev) => (prev.hasFailed ? NOTHING : prev));
    setAttempt((n) => n + 1);
  }, []);

  const isCurrent = key !== null && settled.key === key;
  return {
    data: isCurrent ? settled.data : undefined,
    error: isCurrent ? settled.error : null,
    isLoading: key !== null && !isCurrent,
    hasFailed: isCurrent && settled.hasFailed,
    reload,
  };
}
