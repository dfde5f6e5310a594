import { useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Dialog } from "../../components/ui/dialog";
import type { TabWord } from "../../domain/tab-words";
import { useWords } from "./guest-words";

/** The invitation to this phone's group: a QR code to scan and a link to share (docs/table-tab.md#who-joins). */
export function GroupInvite({
  code,
  table,
  w,
  onClose,
}: {
  code: string;
  table: string;
  w: TabWord;
  onClose: () => void;
}) {
  const url = `${window.location.origin}${window.location.pathname}?join=${code}`;
  const [copied, setCopied] = useState("");
  const { t } = useWords();
  const share = async () => {
    try {
      if (navigator.share) await navigator.share({ title: w("shareTitle", { table }), url });
      else {
        await navigator.clipboard.writeText(url);
        setCopied(w("linkCopied"));
      }
    } catch {
      setCopied(w("copyBelow"));
    }
  };
  return (
    <Dialog open title={w("inviteTitle", { table })} closeLabel={t("close")} onClose={onClose} className="group-invite">
      <p>{w("inviteText")}</p>
      <div className="group-invite-qr">
        <QRCodeSVG value={url} size={192} level="L" title={w("qrTitle", { table })} />
      </div>
      <label className="group-invite-link">
        {w("inviteLink")}
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="button" onClick={share}>
        {w("shareLink")}
      </button>
      <p role="status">{copied}</p>
      <p className="muted">{w("inviteNote")}</p>
    </Dialog>
  );
}
