import type { ReactNode } from "react";

/** A message strip: green for success, red for errors, announced to screen readers. */
export function Banner({
  kind = "success",
  children,
  onClose,
}: {
  kind?: "success" | "error" | "info";
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === "error" ? "alert" : "status"}>
      <span>{children}</span>
      {onClose && (
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
