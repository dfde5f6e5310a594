import { useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Banner } from "../../components/ui/banner";
import { invitationLink, type Invitation } from "../../data/team";

/**
 * A new invitation: mailed, or its link shown this once (it sets the member's password, works once
 * and for 3 days), to hand over to the member.
 */
export function InvitationPanel({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const [isCopied, setCopied] = useState(false);
  if (invitation.mailed) {
    return (
      <Banner kind="success" onClose={onClose}>
        {invitation.member.name} was sent an invitation by mail.
      </Banner>
    );
  }
  const link = invitationLink(invitation.token, invitation.member.device === true);
  const isDevice = invitation.member.device === true;
  const until = invitation.codeExpiresAt
    ? new Date(invitation.codeExpiresAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
    : "";
  return (
    <section className="card invitation" aria-labelledby="invitation-title">
      <h2 id="invitation-title">
        {isDevice ? `Sign in ${invitation.member.name}` : `Invitation for ${invitation.member.name}`}
      </h2>
      {isDevice && invitation.code && (
        <div className="device-setup">
          <QRCodeSVG
            value={link}
            size={176}
            level="M"
            role="img"
            aria-label={`QR code to sign in ${invitation.member.name}`}
          />
          <div>
            <p>Scan the QR code with the device, or open Login › Set up a shared device on it and type this code:</p>
            <p className="device-code" aria-label="Device code">
              {invitation.code}
            </p>
            <p className="team-email">The code works once, until {until}.</p>
          </div>
        </div>
      )}
      <p>
        {isDevice
          ? `Or open this link on the device to sign it in as ${invitation.member.name}.`
          : `Hand this link to ${invitation.member.name}: they join the team with it.`}{" "}
        It is shown only now, works once and for 3 days.
      </p>
      <label className="field">
        <span>Invitation link</span>
        <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-label="Invitation link" />
      </label>
      <div className="team-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {isCopied ? "Copied" : "Copy link"}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </section>
  );
}
