import { useCallback, useRef } from "react";

/**
 * A ref for the guest page's bottom bar that keeps `--bottom-bar-height` on the page up to date
 * with the bar's height (a banner in it makes it taller). The status strip and the welcome toast
 * sit on top of the bar by it, so a banner never covers them (docs/guest-page.md#banners).
 */
export function useBottomBarHeight(): (el: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const page = el?.parentElement;
    if (!el || !page || typeof ResizeObserver === "undefined") return;
    const set = () => {
      // A bar hidden under a dialog keeps the last height (nothing is shown over it meanwhile).
      if (!el.hidden) page.style.setProperty("--bottom-bar-height", `${el.offsetHeight}px`);
    };
    observer.current = new ResizeObserver(set);
    observer.current.observe(el);
    set();
  }, []);
}
