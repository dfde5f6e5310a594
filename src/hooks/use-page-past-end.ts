import { useEffect } from "react";
import { useUrlParams } from "./use-url-params";

/**
 * Steps the URL's `page` back to the last page when the list shrank under it (records finished,
 * deleted or combined elsewhere), replacing the history entry; page 1 leaves no `page` param.
 */
export function usePagePastEnd(page: number, totalPages: number, isLoaded: boolean): void {
  const { setParams } = useUrlParams();
  const isPastEnd = isLoaded && page > totalPages;
  useEffect(() => {
    if (!isPastEnd) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (totalPages > 1) next.set("page", String(totalPages));
        else next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [isPastEnd, totalPages, setParams]);
}
