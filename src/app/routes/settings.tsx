import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { SettingsPage } from "../../features/settings/settings-page";
import { TableServiceSetting } from "../../features/visits/table-service-form";
import { PaymentsSetting } from "../../features/payments/payments-setting";
import { TakeawaySetting } from "../../features/takeaway/takeaway-form";
import { useOwner } from "../../hooks/use-session";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <SettingsPage
          extra={
            <>
              <TableServiceSetting />
              <TakeawaySetting />
              <OwnerPayments />
            </>
          }
        />
      </PinGate>
    </RequireOwner>
  );
}

/** Online payments (the venue's Stripe account) are the owner's; a manager sees the rest of Settings. */
function OwnerPayments() {
  return useOwner()?.role === "owner" ? <PaymentsSetting /> : null;
}
