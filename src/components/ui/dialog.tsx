import { useEffect, useId, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  actions?: ReactNode;
  className?: string;
  /** The close button's name (the guest page's language); "Close" by default. */
  closeLabel?: string;
}

// Open modals, the topmost last. Only the topmost one is left in the accessibility tree.
const openModals: Element[] = [];
const MARK = "data-modal-hidden";

/**
 * Hides everything but the topmost open modal from the accessibility tree (aria-hidden on the
 * siblings of it and of each of its ancestors). A modal <dialog> makes the page behind it inert,
 * but not every assistive tool honours inertness: without this, a screen reader could still reach
 * the page's "Delete" behind the confirmation's own "Delete".
 */
function hideAllButTopModal(): void {
  for (const el of Array.from(document.querySelectorAll(`[${MARK}]`))) {
    el.removeAttribute(MARK);
    el.removeAttribute("aria-hidden");
  }
  const top = openModals[openModals.length - 1];
  for (let node: Element | undefined = top; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (
        sibling === node ||
        sibling.hasAttribute("aria-hidden") ||
        /^(SCRIPT|STYLE|TEMPLATE|LINK)$/.test(sibling.tagName)
      )
        continue;
      sibling.setAttribute("aria-hidden", "true");
      sibling.setAttribute(MARK, "");
    }
  }
}

/** Modal on the native <dialog>: focus trap, Escape to close, labelled by its title; the page behind is hidden from assistive tech. */
export function Dialog({ open, title, onClose, children, actions, className, closeLabel = "Close" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    if (!open) return;
    openModals.push(el);
    hideAllButTopModal();
    return () => {
      openModals.splice(openModals.indexOf(el), 1);
      hideAllButTopModal();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-box">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="dialog-body">{children}</div>
          {actions && <footer className="dialog-actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
