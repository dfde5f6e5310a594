import { Dialog } from "../../components/ui/dialog";
import type { Notice } from "./use-order-sender";

import { WAITER_REQUESTS, type WaiterRequest } from "../../domain/order-lines";

/** 'Call Waiter': ask for information or for the check (cash or card); each sends a waiter-request order. */
export function WaiterDialog({
  open,
  isSending,
  error,
  onCall,
  onClose,
}: {
  open: boolean;
  isSending: boolean;
  error: Notice | null;
  onCall: (kind: WaiterRequest) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title="Call Waiter" onClose={onClose} className="waiter-dialog">
      {error && (
        <p className="form-error" role="alert">
          {error.text}
          {error.detail && <span className="send-error-detail"> {error.detail}</span>}
        </p>
      )}
      <div className="waiter-options">
        <button type="button" className="button" disabled={isSending} onClick={() => onCall("information")}>
          {WAITER_REQUESTS.information}
        </button>
        <h3>Check</h3>
        <div className="waiter-check">
          <button type="button" className="button" disabled={isSending} onClick={() => onCall("cash")}>
            {WAITER_REQUESTS.cash}
          </button>
          <button type="button" className="button" disabled={isSending} onClick={() => onCall("card")}>
            {WAITER_REQUESTS.card}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
