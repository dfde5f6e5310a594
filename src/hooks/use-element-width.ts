import { useLayoutEffect, useState } from "react";

/**
 * The inner width of an element, followed as it resizes (0 until measured): give the returned ref
 * callback to the element. Used to draw a floor plan smaller, whole, where it is wider than its box.
 */
export function useElementWidth(): [(el: HTMLElement | null) => void, number] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, width];
}
