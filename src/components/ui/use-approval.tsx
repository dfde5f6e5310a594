import { useState, type ReactNode } from "react";
import { ApprovalDialog, type ApprovalApi, type ApprovalAsk } from "./approval-dialog";

/**
 * [withApproval, dialog]: `withApproval(ask, run)` runs `run()`; when the server answers that the
 * action needs a manager's approval, it shows the dialog and, once a manager approved, runs
 * `run(token)` again. Cancelled: the server's refusal is thrown as it came.
 */
export function useApproval(
  api: ApprovalApi,
): [<T>(ask: ApprovalAsk, run: (token?: string) => Promise<T>) => Promise<T>, ReactNode] {
  const [pending, setPending] = useState<{ ask: ApprovalAsk; resolve: (t: string | null) => void } | null>(null);

  async function withApproval<T>(ask: ApprovalAsk, run: (token?: string) => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (!api.isNeeded(e)) throw e;
      const token = await new Promise<string | null>((resolve) => setPending({ ask, resolve }));
      if (!token) throw e;
      return run(token);
    }
  }

  const dialog = pending ? (
    <ApprovalDialog
      api={api}
      ask={pending.ask}
      onDone={(token) => {
        pending.resolve(token);
        setPending(null);
      }}
    />
  ) : null;
  return [withApproval, dialog];
}
