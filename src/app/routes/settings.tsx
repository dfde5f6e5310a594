import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { SettingsPage } from "../../features/settings/settings-page";
import { TableServiceSetting } from "../../features/visits/table-service-form";
import { PaymentsSetting } from "../../features/payments/payments-setting";
import { TakeawaySetting } from "../../features/takeaway/takeaway-form";
import { useOwner } from "../../hooks/use-session";
import { StationsCard } from "../../features/stations/stations-card";

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
              <VenueStations />
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

/** Stations and printers: the owner and managers (the server checks the role). */
function VenueStations() {
  const owner = useOwner();
  return owner ? <StationsCard venueId={owner.id} /> : null;
}
