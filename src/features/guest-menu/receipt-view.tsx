import { useEffect, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ReceiptDocument } from "../../components/receipt-document";
import { emailGuestReceipt, getGuestReceipt, type ReceiptAnswer } from "../../data/receipts";
import { saveFile } from "../../data/save-file";
import { toUserError } from "../../data/errors";
import type { ReceiptWord } from "../../domain/receipt-words";
import { useWords } from "./guest-words";

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
          {answer.canEmail && <EmailReceipt token={token} w={w} />}
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

/** "E-mail me the receipt" (capped by the server per receipt, address and table). */
function EmailReceipt({ token, w }: { token: string; w: ReceiptWord }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "busy" | "sent" | "error"; text?: string }>({ kind: "idle" });
  if (state.kind === "sent") return <p role="status">{w("sentTo", { email })}</p>;
  return (
    <form
      className="receipt-email"
      onSubmit={async (e) => {
        e.preventDefault();
        setState({ kind: "busy" });
        try {
          await emailGuestReceipt(token, email.trim());
          setState({ kind: "sent" });
        } catch (err) {
          setState({ kind: "error", text: toUserError(err).message });
        }
      }}
    >
      <label>
        {w("emailMe")}
        <input
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <button type="submit" className="button small" disabled={state.kind === "busy"}>
        {w("send")}
      </button>
      {state.kind === "error" && <p role="alert">{state.text}</p>}
    </form>
  );
}
