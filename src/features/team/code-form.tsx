import { useState, type FormEvent } from "react";
import { PinInput } from "../../components/ui/pin-input";
import { toUserError } from "../../data/errors";
import { setMemberCode } from "../../data/team";

/** Sets a person's 4-digit code, with which they switch to themselves on a shared device. */
export function CodeForm({
  memberId,
  name,
  onDone,
}: {
  memberId: string;
  name: string;
  onDone: (saved: boolean) => void;
}) {
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("code") ?? "");
    if (!/^\d{4}$/.test(code)) return setError("The code must be 4 digits.");
    setBusy(true);
    try {
      await setMemberCode(memberId, code);
      onDone(true);
    } catch (err) {
      const u = toUserError(err);
      setError(u.fieldErrors.code ?? u.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="team-code" onSubmit={onSubmit} noValidate aria-label={`Code for ${name}`}>
      <PinInput label={`${name}'s code for shared devices`} name="code" error={error} autoFocus />
      <div className="team-actions">
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save code"}
        </button>
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
