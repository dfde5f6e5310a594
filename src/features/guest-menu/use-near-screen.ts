import { useEffect, useState, type RefObject } from "react";

// Photos below the first screen are fetched only when they come near it (docs/storefront.md#photos-on-a-slow-network):
// Chromium's own loading="lazy" fetches everything within about 2,500 px on a slow network, which on
// a phone is most of the menu. One observer for every thumbnail of the page.
const MARGIN = "200px 0px";
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function watch(el: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: MARGIN },
  );
  waiting.set(el, onNear);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/** Whether the element has come within 200 px of the screen (then stays true). */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    return watch(el, () => setNear(true));
  }, [ref, near]);
  return near;
}
