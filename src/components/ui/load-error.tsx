import type { ReactNode } from "react";
import { Banner } from "./banner";

/**
 * A load that failed: says what could not be loaded, with a Retry. Shown in place of the list or
 * form it was loading, never an empty state (an empty list would read as "there is nothing").
 */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Banner
      kind="error"
      action={
        <button type="button" className="button small secondary" onClick={onRetry}>
          Retry
        </button>
      }
    >
      {children}
    </Banner>
  );
}
