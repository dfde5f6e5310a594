import { useCallback, useEffect, useState } from "react";
import { fetchMenu, watchVenueDishes, type Menu } from "../../data/menu";

export type MenuState =
  { kind: "loading" } | { kind: "not-found" } | { kind: "error"; retry: () => void } | { kind: "ready"; menu: Menu };

/**
 * The venue's menu for a table, kept live: any change to the venue's dishes (sold out, back on
 * sale, edited) reloads it without a page reload. A failed reload keeps the menu already shown.
 */
export function useGuestMenu(publicLink: string, tableNumber: string): MenuState {
  const [state, setState] = useState<MenuState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let alive = true;
    let stop: (() => void) | undefined;
    let inFlight = false;
    let queued = false;
    const refresh = () => {
      if (inFlight) {
        queued = true;
        return;
      }
      inFlight = true;
      fetchMenu(publicLink, tableNumber)
        .then((menu) => alive && menu && setState({ kind: "ready", menu }))
        .catch((e: unknown) => console.error("menu reload failed", e))
        .finally(() => {
          inFlight = false;
          if (queued && alive) {
            queued = false;
            refresh();
          }
        });
    };
    fetchMenu(publicLink, tableNumber).then(
      (menu) => {
        if (!alive) return;
        if (!menu) return setState({ kind: "not-found" });
        setState({ kind: "ready", menu });
        watchVenueDishes(menu.venue.id, refresh).then(
          (un) => (alive ? (stop = un) : un()),
          (e: unknown) => console.error("dish subscription failed", e),
        );
      },
      (e: unknown) => {
        console.error("menu load failed", e);
        if (alive) setState({ kind: "error", retry });
      },
    );
    return () => {
      alive = false;
      stop?.();
    };
  }, [publicLink, tableNumber, attempt, retry]);

  return state;
}
