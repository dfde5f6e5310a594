import { useCallback, useRef, useState, type ReactNode } from "react";
import { Dialog } from "./dialog";

interface Pending {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  isDestructive: boolean;
}

interface ConfirmRequest {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  /** Red confirm button; default true. Pass false for harmless steps such as "start". */
  isDestructive?: boolean;
}

/**
 * Promise-based confirmation: `const [confirm, confirmDialog] = useConfirm()`, render
 * `confirmDialog`, then `if (await confirm({ title, body })) ...`.
 */
export function useConfirm(): [(p: ConfirmRequest) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<(ok: boolean) => void>(() => {});
  const confirm = useCallback((p: ConfirmRequest) => {
    setPending({
      title: p.title,
      body: p.body ?? null,
      confirmLabel: p.confirmLabel ?? "Confirm",
      isDestructive: p.isDestructive ?? true,
    });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const settle = (ok: boolean) => {
    setPending(null);
    resolver.current(ok);
  };
  const dialog = (
    <Dialog
      open={pending !== null}
      title={pending?.title ?? ""}
      onClose={() => settle(false)}
      actions={
        <>
          <button type="button" className="button secondary" onClick={() => settle(false)}>
            Cancel
          </button>
          <button
            type="button"
            className={pending?.isDestructive ? "button danger" : "button"}
            autoFocus
            onClick={() => settle(true)}
          >
            {pending?.confirmLabel}
          </button>
        </>
      }
    >
      {pending?.body}
    </Dialog>
  );
  return [confirm, dialog];
}
