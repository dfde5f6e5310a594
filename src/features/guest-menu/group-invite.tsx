import { useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Dialog } from "../../components/ui/dialog";

/** The invitation to this phone's group: a QR code to scan and a link to share (docs/table-tab.md#who-joins). */
export function GroupInvite({ code, table, onClose }: { code: string; table: string; onClose: () => void }) {
  const url = `${window.location.origin}${window.location.pathname}?join=${code}`;
  const [copied, setCopied] = useState("");
  const share = async () => {
    try {
      if (navigator.share) await navigator.share({ title: `Join table ${table}`, url });
      else {
        await navigator.clipboard.writeText(url);
        setCopied("Link copied.");
      }
    } catch {
      setCopied("Copy the link below.");
    }
  };
  return (
    <Dialog open title={`Invite to table ${table}`} onClose={onClose} className="group-invite">
      <p>Let the others at your table scan this code with their phone camera, or send them the link.</p>
      <div className="group-invite-qr">
        <QRCodeSVG value={url} size={192} level="L" title={`Invitation to table ${table}`} />
      </div>
      <label className="group-invite-link">
        Invitation link
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="button" onClick={share}>
        Share link
      </button>
      <p role="status">{copied}</p>
      <p className="muted">Only people you invite can see and change your group's order and bill.</p>
    </Dialog>
  );
}
