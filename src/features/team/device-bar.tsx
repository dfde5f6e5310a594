import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { PinInput } from "../../components/ui/pin-input";
import { dropStaffPerson, onStaffPersonChange, staffPersonName } from "../../data/staff-person";
import { toUserError } from "../../data/errors";
import { checkPerson, switchPerson } from "../../data/team";
import { useOwner } from "../../hooks/use-session";
import "./team.css";

/**
 * On a shared device (docs/security-and-isolation.md#shared-devices): who is using it, and a switch
 * with a personal 4-digit code, so that their actions are signed by them. Nothing elsewhere.
 */
export function DeviceBar() {
  const owner = useOwner();
  const person = useSyncExternalStore(onStaffPersonChange, staffPersonName, () => "");
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState("");
  const [isBusy, setBusy] = useState(false);
  const isDevice = owner?.isDevice === true;
  // A person kept from before a reload: the server is asked who the token is, and forgotten if nobody.
  useEffect(() => {
    if (isDevice && staffPersonName()) void checkPerson();
  }, [isDevice]);
  if (!isDevice || !owner) return null;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const code = String(new FormData(form).get("code") ?? "");
    if (!/^\d{4}$/.test(code)) return setError("The code must be 4 digits.");
    setBusy(true);
    setError("");
    try {
      await switchPerson(code);
      setOpen(false);
    } catch (err) {
      const u = toUserError(err);
      setError(u.fieldErrors.code ?? u.message);
      form.reset();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="device-bar" role="region" aria-label="Who is using this device">
      <span role="status">
        {person ? (
          <>
            Signed as <strong>{person}</strong> on {owner.memberName}
          </>
        ) : (
          <>
            <strong>{owner.memberName}</strong>: enter your code so your actions carry your name.
          </>
        )}
      </span>
      {isOpen ? (
        <form onSubmit={onSubmit} noValidate aria-label="Switch person">
          <PinInput label="Your code" name="code" error={error} autoFocus />
          <button type="submit" className="button" disabled={isBusy}>
            {isBusy ? "Checking..." : "Switch"}
          </button>
          <button type="button" className="button secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          {person ? "Switch person" : "Enter your code"}
        </button>
      )}
      {person && !isOpen && (
        <button type="button" className="button secondary" onClick={dropStaffPerson}>
          Done
        </button>
      )}
    </div>
  );
}
