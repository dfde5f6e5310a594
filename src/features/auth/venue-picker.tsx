import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { describeError } from "../../data/describe-error";
import { enterVenue, type VenueChoice } from "../../data/session";
import { homeOf, isMemberRole, ROLE_LABELS } from "../../domain/team";

/**
 * After signing in, a team member who works at several venues picks one
 * (docs/security-and-isolation.md#team-members-and-roles): the session is that venue's only.
 */
export function VenuePicker({ choice }: { choice: VenueChoice }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState("");
  const [failure, setFailure] = useState("");

  async function onPick(member: string) {
    setBusy(member);
    setFailure("");
    try {
      const me = await enterVenue(member);
      navigate(homeOf(me.role), { replace: true });
    } catch (e) {
      setFailure(describeError(e));
      setBusy("");
    }
  }

  return (
    <section className="auth-form" aria-labelledby="venues-title">
      <h1 id="venues-title">Choose a venue</h1>
      <p>You work at several venues. Each one sees only its own orders and team.</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <ul className="venue-picker">
        {choice.venues.map((v) => (
          <li key={v.member}>
            <button
              type="button"
              className="button secondary"
              disabled={busy !== ""}
              onClick={() => void onPick(v.member)}
            >
              <strong>{v.venueName || "Venue"}</strong>
              <span> · {isMemberRole(v.role) ? ROLE_LABELS[v.role] : v.role}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
