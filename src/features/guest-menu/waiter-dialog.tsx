import { Dialog } from "../../components/ui/dialog";
import type { Notice } from "./use-order-sender";

import type { WaiterRequest } from "../../domain/order-lines";
import { useWords } from "./guest-words";
import { useMessageWords } from "./use-message-words";

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
  const { t } = useWords();
  const m = useMessageWords(useWords().lang);
  return (
    <Dialog
      open={open}
      title={t("callWaiterTitle")}
      onClose={onClose}
      className="waiter-dialog"
      closeLabel={t("close")}
    >
      {error && (
        <p className="form-error" role="alert">
          {t(error.word.key, error.word.params)}
          {error.detail && <span className="send-error-detail"> {m(error.detail)}</span>}
        </p>
      )}
      <div className="waiter-options">
        <button type="button" className="button" disabled={isSending} onClick={() => onCall("information")}>
          {t("getInformation")}
        </button>
        <h3>{t("check")}</h3>
        <div className="waiter-check">
          <button type="button" className="button" disabled={isSending} onClick={() => onCall("cash")}>
            {t("payCash")}
          </button>
          <button type="button" className="button" disabled={isSending} onClick={() => onCall("card")}>
            {t("payCard")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
