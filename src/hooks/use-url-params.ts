import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * Screen state kept in the URL search params (filters, tabs and the page survive a
 * reload). `setParam(key, value, reset)` writes one key (an empty value removes it) and removes
 * the `reset` keys (e.g. the page when a filter changes), replacing the history entry.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (key: string, value: string, reset: string[] = []) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (value) next.set(key, value);
          else next.delete(key);
          for (const r of reset) next.delete(r);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, setParam, setParams };
}
