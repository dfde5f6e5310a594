import { useCallback, useMemo, useSyncExternalStore } from "react";
import { parseDietFilter, type DietFilter } from "../../domain/dietary";

const KEY = "draft_diet_filter";
const listeners = new Set<() => void>();
/** The filter when storage is unavailable (private mode): kept for this page only. */
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The guest's allergen / diet filter (docs/menu-and-serving-windows.md#allergens-and-dietary-tags),
 * remembered in this browser across visits. A server-rendered page hydrates with no filter (the
 * server cannot know it), then applies the saved one: useSyncExternalStore's server snapshot
 * keeps the two renders apart.
 */
export function useDietFilter(): [DietFilter, (f: DietFilter) => void] {
  const saved = useSyncExternalStore(subscribe, read, () => null);
  const filter = useMemo(() => parseDietFilter(saved), [saved]);
  const setFilter = useCallback((f: DietFilter) => {
    const text = JSON.stringify(f);
    memory = text;
    try {
      window.localStorage.setItem(KEY, text);
    } catch {
      // Private mode or storage full: `memory` keeps it for this page.
    }
    listeners.forEach((l) => l());
  }, []);
  return [filter, setFilter];
}
