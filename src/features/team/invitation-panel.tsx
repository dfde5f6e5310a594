import { useState } from "react";
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
  return (
    <section className="card invitation" aria-labelledby="invitation-title">
      <h2 id="invitation-title">Invitation for {invitation.member.name}</h2>
      <p>
        {invitation.member.device
          ? `Open this link on the device to sign it in as ${invitation.member.name}.`
          : `Hand this link to ${invitation.member.name}: it sets their password.`}{" "}
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
