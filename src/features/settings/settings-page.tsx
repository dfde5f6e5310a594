import "./settings.css";
import { useEffect } from "react";
import { refreshSession } from "../../data/session";
import { useOwner } from "../../hooks/use-session";
import { PasswordForm } from "./password-form";
import { PinForm } from "./pin-form";
import { MenuTransfer } from "./menu-transfer";
import { DeleteAccountForm } from "./delete-account-form";

/** Settings (spec 2): password, PIN, menu export and import; deleting the account. */
export function SettingsPage() {
  const owner = useOwner();
  useEffect(() => {
    refreshSession().catch(() => {});
  }, []);
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <div className="settings-grid">
        {owner && <PasswordForm email={owner.email} ownerId={owner.id} />}
        <PinForm />
        <MenuTransfer ownerId={owner?.id ?? null} />
        {owner && <DeleteAccountForm />}
      </div>
    </div>
  );
}
