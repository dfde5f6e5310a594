import type { ReactNode } from "react";
import "./settings.css";
import { useOwner } from "../../hooks/use-session";
import { PasswordForm } from "./password-form";
import { PinForm } from "./pin-form";
import { MenuTransfer } from "./menu-transfer";
import { MenuCsvTransfer } from "./menu-csv-transfer";
import { KitchenForm } from "./kitchen-form";
import { DeleteAccountForm } from "./delete-account-form";
import { MonthlyOrdersCard } from "./monthly-orders-card";
import { venueLanguages } from "../../domain/languages";

/**
 * Settings: this month's orders, password, PIN, the kitchen display, menu export and import,
 * deleting the account, and `extra` forms of other features (the route composes them: table service).
 */
export function SettingsPage({ extra }: { extra?: ReactNode }) {
  const owner = useOwner();
  if (owner && owner.role !== "owner") {
    // A manager (docs/security-and-isolation.md#team-members-and-roles): the password, PIN,
    // kitchen display settings, menu export and import and the account are the owner's.
    return (
      <div className="settings-page">
        <h1>Settings</h1>
        <div className="settings-grid">
          <MonthlyOrdersCard ownerId={owner.id} />
          <section className="card">
            <h2>Owner settings</h2>
            <p>
              The password, the PIN, the kitchen display, menu export and import and the account are the owner&apos;s.
            </p>
          </section>
        </div>
      </div>
    );
  }
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <div className="settings-grid">
        {owner && <MonthlyOrdersCard ownerId={owner.id} />}
        {owner && <PasswordForm email={owner.email} ownerId={owner.id} />}
        <PinForm />
        <MenuTransfer ownerId={owner?.id ?? null} />
        <MenuCsvTransfer
          ownerId={owner?.id ?? null}
          languages={owner ? venueLanguages(owner.menuLanguage, owner.menuLanguages).slice(1) : []}
        />
        {owner && <KitchenForm ownerId={owner.id} settings={owner.kitchen} />}
        {extra}
        {owner && <DeleteAccountForm />}
      </div>
    </div>
  );
}
