import { useState } from "react";
import { toUserError } from "../../data/errors";
import type { ReceiptWord } from "../../domain/receipt-words";

/**
 * "E-mail me the receipt": one form for the receipt after paying online and the full receipt.
 * `send` mails it (the server caps it per receipt, address and table); a refusal shows the
 * server's message, through `m` where the opener has the page's translation of the server's messages
 * (docs/guest-page.md#the-servers-messages).
 */
export function ReceiptEmailForm({
  send,
  w,
  m = (message) => message,
}: {
  send: (email: string) => Promise<unknown>;
  w: ReceiptWord;
  m?: (message: string) => string;
}) {
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
          await send(email.trim());
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
      {state.kind === "error" && <p role="alert">{m(state.text ?? "")}</p>}
    </form>
  );
}
