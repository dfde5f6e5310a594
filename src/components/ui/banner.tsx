import type { ReactNode } from "react";

/** A message strip: green for success, red for errors, announced to screen readers. */
export function Banner({
  kind = "success",
  children,
  onClose,
  action,
  closeLabel = "Dismiss",
}: {
  kind?: "success" | "error" | "info";
  children: ReactNode;
  onClose?: () => void;
  /** A button that acts on the message (e.g. Retry), shown before the dismiss button. */
  action?: ReactNode;
  /** The dismiss button's name (the guest page's language); "Dismiss" by default. */
  closeLabel?: string;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === "error" ? "alert" : "status"}>
      <span>{children}</span>
      {action}
      {onClose && (
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
