import type { ReactNode } from "react";

/** A message strip: green for success, red for errors, announced to screen readers. */
export function Banner({
  kind = "success",
  children,
  onClose,
  action,
}: {
  kind?: "success" | "error" | "info";
  children: ReactNode;
  onClose?: () => void;
  /** A button that acts on the message (e.g. Retry), shown before the dismiss button. */
  action?: ReactNode;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === "error" ? "alert" : "status"}>
      <span>{children}</span>
      {action}
      {onClose && (
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
