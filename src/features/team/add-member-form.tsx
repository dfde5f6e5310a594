import { useState, type FormEvent } from "react";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { toUserError } from "../../data/errors";
import { addMember, type Invitation } from "../../data/team";
import { MEMBER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, isMemberRole, type MemberRole } from "../../domain/team";

/** Add a member: name, email, role. The new member's invitation goes to `onAdded`. */
export function AddMemberForm({ onAdded }: { onAdded: (invitation: Invitation) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [isBusy, setBusy] = useState(false);
  const [role, setRole] = useState<MemberRole>("waiter");
  const [isDevice, setDevice] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const name = String(fd.get("name") ?? "").trim();
    const email = String(fd.get("email") ?? "").trim();
    const chosen = fd.get("role");
    const next: Record<string, string> = {};
    if (!name) next.name = "Enter the member's name.";
    if (!isDevice && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) next.email = "Enter the member's email address.";
    if (!isMemberRole(chosen)) next.role = "Choose a role.";
    setErrors(next);
    setFailure("");
    if (Object.keys(next).length || !isMemberRole(chosen)) return;
    setBusy(true);
    try {
      onAdded(await addMember(name, email, chosen, isDevice));
      form.reset();
    } catch (err) {
      const u = toUserError(err);
      setErrors(u.fieldErrors);
      setFailure(u.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="add-member-title">
      <h2 id="add-member-title">Add a member</h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Add a member">
        <Field label="Name" name="name" autoComplete="off" required maxLength={100} error={errors.name} />
        <label className="team-check">
          <input
            type="checkbox"
            checked={isDevice}
            onChange={(e) => {
              setDevice(e.target.checked);
              if (e.target.checked && role === "manager") setRole("waiter");
            }}
          />{" "}
          A shared device (kitchen tablet, bar laptop): people switch on it with their code
        </label>
        {!isDevice && (
          <Field label="Email" name="email" type="email" autoComplete="off" required error={errors.email} />
        )}
        <Field
          as="select"
          label="Role"
          name="role"
          value={role}
          onChange={(e) => isMemberRole(e.target.value) && setRole(e.target.value)}
          hint={ROLE_DESCRIPTIONS[role]}
          error={errors.role}
        >
          {MEMBER_ROLES.filter((r) => !isDevice || r !== "manager").map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Field>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Adding..." : "Add member"}
        </button>
      </form>
    </section>
  );
}
