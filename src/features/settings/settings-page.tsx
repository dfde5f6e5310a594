import type { ReactNode } from "react";
import "./settings.css";
import { useOwner } from "../../hooks/use-session";
import { PasswordForm } from "./password-form";
import { PinForm } from "./pin-form";
import { MenuTransfer } from "./menu-transfer";
import { MenuCsvTransfer } from "./menu-csv-transfer";
import { KitchenForm } from "./kitchen-form";
import { MoneyRulesForm } from "./money-form";
import { PriceListsForm } from "./price-lists-form";
import { ReceiptDetailsForm } from "./receipt-details-form";
import { TaxOverridesForm } from "./tax-overrides-form";
import { DeleteAccountForm } from "./delete-account-form";
import { MonthlyOrdersCard } from "./monthly-orders-card";
import { venueLanguages } from "../../domain/languages";

/**
 * Settings: this month's orders, password, PIN, the kitchen display, menu export and import,
 * deleting the account, and `extra` forms of other features (the route composes them: table service).
 */
export function SettingsPage({ extra }: { extra?: ReactNode }) {
  const owner = useOwner();
  const isOwner = owner?.role !== "manager";
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <div className="settings-grid">
        {owner && <MonthlyOrdersCard ownerId={owner.id} />}
        {/* The password, PIN, export/import and the account are the owner's (a manager sees the rest). */}
        {isOwner && owner && <PasswordForm email={owner.email} ownerId={owner.id} />}
        {isOwner && <PinForm />}
        {isOwner && <MenuTransfer ownerId={owner?.id ?? null} />}
        {isOwner && (
          <MenuCsvTransfer
            ownerId={owner?.id ?? null}
            languages={owner ? venueLanguages(owner.menuLanguage, owner.menuLanguages).slice(1) : []}
          />
        )}
        {owner && <KitchenForm ownerId={owner.id} settings={owner.kitchen} />}
        {owner && owner.role !== "waiter" && owner.role !== "kitchen" && (
          <>
            <MoneyRulesForm ownerId={owner.id} rules={owner.moneyRules} />
            <TaxOverridesForm
              key={owner.moneyRules?.tax ? "tax" : "none"}
              ownerId={owner.id}
              rules={owner.moneyRules}
            />
            <PriceListsForm ownerId={owner.id} rules={owner.moneyRules} currency={owner.currency} />
            <ReceiptDetailsForm ownerId={owner.id} rules={owner.moneyRules} />
          </>
        )}
        {extra}
        {isOwner && owner && <DeleteAccountForm />}
      </div>
    </div>
  );
}
