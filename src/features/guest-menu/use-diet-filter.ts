import { useCallback, useState } from "react";
import { parseDietFilter, type DietFilter } from "../../domain/dietary";

const KEY = "draft_diet_filter";

/** The guest's allergen / dietary filter (issue 14), remembered in this browser across visits. */
export function useDietFilter(): [DietFilter, (f: DietFilter) => void] {
  const [filter, setFilterState] = useState<DietFilter>(() => {
    try {
      return parseDietFilter(window.localStorage.getItem(KEY));
    } catch {
      return parseDietFilter(null);
    }
  });
  const setFilter = useCallback((f: DietFilter) => {
    setFilterState(f);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(f));
    } catch {
      // Private mode or storage full: the filter lasts for this page only.
    }
  }, []);
  return [filter, setFilter];
}
