import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { SettingsPage } from "../../features/settings/settings-page";
import { TableServiceSetting } from "../../features/visits/table-service-form";
import { PaymentsSetting } from "../../features/payments/payments-setting";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <SettingsPage
          extra={
            <>
              <TableServiceSetting />
              <PaymentsSetting />
            </>
          }
        />
      </PinGate>
    </RequireOwner>
  );
}
