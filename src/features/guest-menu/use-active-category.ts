import { useCallback, useEffect, useRef, useState } from "react";
import { categoryHeadingId } from "./category-bar";

/**
 * Which category the guest is reading (the last section whose top passed under the sticky bar),
 * followed on scroll, and `jump`: scroll to a category's section and focus its heading. `ids` are
 * the categories shown, in page order; the first is marked until the guest scrolls.
 */
export function useActiveCategory(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const jumping = useRef(false);
  const key = ids.join(",");
  useEffect(() => {
    const list = key ? key.split(",") : [];
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (jumping.current) return;
      const bar = document.querySelector(".category-bar");
      const line = (bar ? bar.getBoundingClientRect().bottom : 0) + 8;
      let current = list[0] ?? null;
      for (const id of list) {
        const heading = document.getElementById(categoryHeadingId(id));
        if (heading && heading.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(follow);
    };
    const onScrollEnd = () => {
      jumping.current = false;
      onScroll();
    };
    follow();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  const jump = useCallback((id: string) => {
    const heading = document.getElementById(categoryHeadingId(id));
    if (!heading) return;
    setActive(id);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    // While a smooth scroll runs, the bar keeps the chosen category (no flicker through the others);
    // 'scrollend' (the end of this or of the guest's next scroll) hands it back to the scroll.
    jumping.current = smooth;
    heading.focus({ preventScroll: true });
  }, []);
  return { active, jump };
}
