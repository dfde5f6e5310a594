import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "../../components/ui/field";
import { NewPasswordFields } from "../../components/ui/new-password-fields";
import { Spinner } from "../../components/ui/spinner";
import { toUserError } from "../../data/errors";
import { acceptInvitation, checkInvitation, type InvitationInfo } from "../../data/session";
import { homeOf, isMemberRole, ROLE_LABELS } from "../../domain/team";

const USED = "This invitation link was already used or has expired. Ask for a new one.";

/**
 * A team member's invitation (docs/security-and-isolation.md#team-members-and-roles): names the
 * venue and the role; a new address chooses its password, one that already has a login (a member
 * of another venue) enters its password to add this venue to it. Then the browser is signed in.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<InvitationInfo | null>(null);
  const [loadFailure, setLoadFailure] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    checkInvitation(token).then(
      (i) => alive && setInfo(i),
      (err: unknown) => {
        const u = toUserError(err);
        if (alive) setLoadFailure(u.fieldErrors.token ? USED : u.message);
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!info) return;
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    const confirm = info.hasLogin ? password : String(fd.get("passwordConfirm") ?? "");
    const next: Record<string, string> = {};
    if (!info.hasLogin && password.length < 8) next.password = "The password needs at least 8 characters.";
    else if (!password) next.password = "Enter your password.";
    else if (password !== confirm) next.passwordConfirm = "The passwords do not match.";
    setErrors(next);
    setFailure("");
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const me = await acceptInvitation(token, password, confirm);
      navigate(homeOf(me.role), { replace: true });
    } catch (err) {
      const u = toUserError(err);
      if (u.fieldErrors.token) setFailure(USED);
      else {
        setErrors(u.fieldErrors);
        setFailure(u.message);
      }
      setBusy(false);
    }
  }

  if (loadFailure) {
    return (
      <section className="auth-form" aria-labelledby="invite-title">
        <h1 id="invite-title">Join your team</h1>
        <p className="form-error" role="alert">
          {loadFailure}
        </p>
      </section>
    );
  }
  if (!info) return <Spinner label="Opening the invitation" />;
  const role = isMemberRole(info.role) ? ROLE_LABELS[info.role] : info.role;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <h1 id="invite-title">Join the team of {info.venue || "your venue"}</h1>
      <p>
        {info.name}, you are invited as <strong>{role}</strong> ({info.email}).{" "}
        {info.hasLogin
          ? "This address already has a login: enter its password to add this venue to it."
          : "Choose your password: you sign in with this address and this password."}
      </p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {info.hasLogin ? (
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      ) : (
        <NewPasswordFields label="Password" errors={errors} />
      )}
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? "Joining..." : "Join the team"}
      </button>
    </form>
  );
}
