import { useCallback, useEffect, useRef, useState } from "react";
import { categoryHeadingId } from "./category-bar";

/**
 * Which category the guest is reading (the section under the line just below the sticky bar: the
 * first whose bottom is still below it; a jumped-to section's heading sits a little below the bar,
 * and its section is the one marked, not the one above it),
 * followed on scroll, and `jump`: scroll to a category's section and focus its heading. `ids` are
 * the categories shown, in page order; the first is marked until the guest scrolls.
 */
export function useActiveCategory(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  // "jumping": a jump's scroll runs; "landed": it ended, the jumped-to category stays marked until
  // the guest scrolls (the last one can never reach the bar: the page ends first).
  const jumping = useRef<"no" | "jumping" | "landed">("no");
  const key = ids.join(",");
  useEffect(() => {
    const list = key ? key.split(",") : [];
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (jumping.current !== "no") return;
      const bar = document.querySelector(".category-bar");
      const line = (bar ? bar.getBoundingClientRect().bottom : 0) + 8;
      let current = list[0] ?? null;
      for (const id of list) {
        const section = document.getElementById(categoryHeadingId(id))?.closest("section");
        if (!section) continue;
        current = id;
        if (section.getBoundingClientRect().bottom > line) break;
      }
      // At the end of the page the last category whose heading is on screen is the one read.
      const root = document.documentElement;
      if (window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 4)
        for (const id of list) {
          const heading = document.getElementById(categoryHeadingId(id));
          if (heading && heading.getBoundingClientRect().top < window.innerHeight - 80) current = id;
        }
      setActive(current);
    };
    const onScroll = () => {
      if (jumping.current === "landed") jumping.current = "no";
      if (!frame) frame = requestAnimationFrame(follow);
    };
    const onScrollEnd = () => {
      if (jumping.current === "jumping") jumping.current = "landed";
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
    const willScroll = Math.abs(heading.getBoundingClientRect().top - 68) > 2;
    heading.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    // While the scroll runs, and after it, the bar keeps the chosen category (no flicker through the
    // others); the guest's own next scroll hands it back to the scroll.
    if (willScroll) jumping.current = "jumping";
    heading.focus({ preventScroll: true });
  }, []);
  return { active, jump };
}
