import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False while React takes over server-rendered markup (hydration), true on every render after it
 * and in a page the browser rendered itself: what the server could not know (local storage, the
 * phone's clock, dialogs) renders only once this is true, so the taken-over markup matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
