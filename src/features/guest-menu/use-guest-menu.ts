import { useCallback, useEffect, useRef, useState } from "react";
import {
  fetchMenu,
  fetchMenuIfChanged,
  rememberLanguage,
  rememberedLanguage,
  watchVenueDishes,
  type Menu,
  type ServedMenu,
} from "../../data/menu";

export type MenuState =
  { kind: "loading" } | { kind: "not-found" } | { kind: "error"; retry: () => void } | { kind: "ready"; menu: Menu };

function initialState(served: ServedMenu | null | undefined): MenuState {
  if (served?.notFound) return { kind: "not-found" };
  if (served?.menu) return { kind: "ready", menu: served.menu };
  return { kind: "loading" };
}

/** Runs `fn` once the page has loaded (first paint done, its files in): nothing competes with them. */
function afterLoad(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(fn, 0));
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  return () => {
    window.removeEventListener("load", later);
    clearTimeout(timer);
  };
}

/**
 * The venue's menu for a table, kept live: any change to the venue's dishes (sold out, back on
 * sale, edited) reloads it without a page reload. A failed reload keeps the menu already shown.
 * With the menu the server rendered into the page (`served`) nothing is requested for the first
 * paint; the live connection opens once the page has loaded, and reloads the menu once it is in
 * place (a change made meanwhile is not missed).
 */
export function useGuestMenu(
  publicLink: string,
  tableNumber: string,
  served?: ServedMenu | null,
): MenuState & { chooseLanguage: (code: string) => void } {
  const [state, setState] = useState<MenuState>(() => initialState(served));
  // The guest's menu language (docs/menu-and-serving-windows.md#menu-languages): asked for on
  // every load; "" lets the server pick (its cookie, the browser's languages, the default).
  // A `?lang=` link counts as the guest's choice; else the remembered one; else the page's own
  // (Accept-Language), so the reloads after a realtime event ask for the language on screen.
  const linked = typeof location === "undefined" ? "" : (new URLSearchParams(location.search).get("lang") ?? "");
  const lang = useRef(linked || rememberedLanguage() || served?.menu?.lang || "");
  const reload = useRef<() => void>(() => {});
  const chooseLanguage = useCallback((code: string) => {
    rememberLanguage(code);
    lang.current = code;
    reload.current();
  }, []);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const isServed = attempt === 0 && initialState(served).kind !== "loading";
  // Remembered once the server showed it is offered (the page's offline copy then keeps it too).
  useEffect(() => {
    if (linked && linked === served?.menu?.lang && linked !== rememberedLanguage()) rememberLanguage(linked);
  }, [linked, served]);

  useEffect(() => {
    let alive = true;
    let stop: (() => void) | undefined;
    let inFlight = false;
    let queued = false;
    let etag = isServed ? served?.etag : undefined;
    const refresh = () => {
      if (inFlight) {
        queued = true;
        return;
      }
      inFlight = true;
      // The first reload asks with the served menu's ETag: usually nothing changed (a 304).
      const since = etag;
      etag = undefined;
      (since
        ? fetchMenuIfChanged(publicLink, tableNumber, since, lang.current)
        : fetchMenu(publicLink, tableNumber, lang.current)
      )
        // Gone meanwhile (or gone already when the phone painted its kept copy): say so.
        .then((menu) => {
          if (menu !== "unchanged" && alive) setState(menu ? { kind: "ready", menu } : { kind: "not-found" });
        })
        .catch((e: unknown) => console.error("menu reload failed", e))
        .finally(() => {
          inFlight = false;
          if (queued && alive) {
            queued = false;
            refresh();
          }
        });
    };
    reload.current = () => {
      etag = undefined;
      refresh();
    };
    const watch = (venueId: string, reloadNow: boolean) =>
      watchVenueDishes(venueId, refresh).then(
        (un) => {
          if (!alive) return un();
          stop = un;
          if (reloadNow) refresh();
        },
        (e: unknown) => console.error("dish subscription failed", e),
      );
    if (isServed) {
      const venueId = served?.menu?.venue.id;
      if (!venueId) return; // 'Menu not found': nothing to follow
      // A remembered language the page was not rendered in (no cookie): loaded right away.
      const offered = served?.menu?.venue.languages ?? [];
      if (lang.current && lang.current !== served?.menu?.lang && offered.some((l) => l.code === lang.current))
        reload.current();
      const cancel = afterLoad(() => alive && void watch(venueId, true));
      return () => {
        alive = false;
        cancel();
        stop?.();
      };
    }
    fetchMenu(publicLink, tableNumber, lang.current).then(
      (menu) => {
        if (!alive) return;
        if (!menu) return setState({ kind: "not-found" });
        lang.current ||= menu.lang ?? "";
        setState({ kind: "ready", menu });
        void watch(menu.venue.id, false);
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
  }, [publicLink, tableNumber, attempt, retry, isServed, served]);

  return { ...state, chooseLanguage };
}
