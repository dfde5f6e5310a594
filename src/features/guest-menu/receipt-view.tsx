import { useEffect, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ReceiptDocument } from "../../components/receipt-document";
import { emailGuestReceipt, getGuestReceipt, type ReceiptAnswer } from "../../data/receipts";
import { saveFile } from "../../data/save-file";
import type { ReceiptWord } from "../../domain/receipt-words";
import { useWords } from "./guest-words";
import { ReceiptEmailForm } from "./receipt-email-form";

/**
 * The guest's receipt (docs/tax-and-receipts.md#receipts), read by its token from the bill or the
 * payment: the receipt itself, "Download PDF" (made in this browser by a chunk loaded on the tap)
 * and "E-mail me the receipt" where the server sends mail. Loaded only when a guest opens one.
 */
export function ReceiptView({ token, w, onClose }: { token: string; w: ReceiptWord; onClose: () => void }) {
  const { t } = useWords();
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(null);
  const [error, setError] = useState(false);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let isLive = true;
    getGuestReceipt(token)
      .then((r) => isLive && setAnswer(r))
      .catch(() => isLive && setError(true));
    return () => {
      isLive = false;
    };
  }, [token, tries]);

  return (
    <Dialog open title={w("receipt")} closeLabel={t("close")} onClose={onClose} className="receipt-view">
      {error ? (
        <div role="alert">
          <p>{w("loadFailed")}</p>
          <button
            type="button"
            className="button small"
            onClick={() => {
              setError(false);
              setTries((n) => n + 1);
            }}
          >
            {w("tryAgain")}
          </button>
        </div>
      ) : !answer ? (
        <Spinner label={w("loading")} />
      ) : (
        <>
          <ReceiptDocument doc={answer.receipt} say={w} />
          <DownloadPdf answer={answer} w={w} />
          {answer.credits?.map((c) => (
            <ReceiptDocument key={c.number} doc={c} say={w} />
          ))}
          {answer.canEmail && <ReceiptEmailForm send={(email) => emailGuestReceipt(token, email)} w={w} />}
        </>
      )}
    </Dialog>
  );
}

/** "Download PDF": pdfkit is loaded on the first tap (its own chunk), then the file is saved. */
function DownloadPdf({ answer, w }: { answer: ReceiptAnswer; w: ReceiptWord }) {
  const [state, setState] = useState<"idle" | "busy" | "error">("idle");
  return (
    <p className="receipt-view-actions">
      <button
        type="button"
        className="button"
        disabled={state === "busy"}
        aria-busy={state === "busy"}
        onClick={async () => {
          setState("busy");
          try {
            const { receiptPdf } = await import("../../components/receipt-pdf");
            const blob = await receiptPdf(answer.receipt, w);
            saveFile(blob, `receipt-${answer.receipt.number}.pdf`);
            setState("idle");
          } catch {
            setState("error");
          }
        }}
      >
        {w(state === "busy" ? "makingPdf" : "downloadPdf")}
      </button>
      {state === "error" && <span role="alert"> {w("pdfFailed")}</span>}
    </p>
  );
}
