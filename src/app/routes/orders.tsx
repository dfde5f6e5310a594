import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { useOwner } from "../../hooks/use-session";
import { OpenVisits } from "../../features/visits/open-visits";
import { OnlinePayments } from "../../features/payments/online-payments";
import { RequireOwner } from "../require-owner";
import { managesVenue } from "../../domain/team";
import { PrintersOffline } from "../../features/stations/printers-offline";

export function Component() {
  return (
    <RequireOwner>
      <VenuePrinters />
      <OrdersPage headerActions={<OwnerPushBell />} strip={<OpenVisits isStrip />} />
      <OnlinePayments />
    </RequireOwner>
  );
}

/** Push notifications on the owner's and managers' devices (a subscription is the venue's record). */
function OwnerPushBell() {
  const role = useOwner()?.role;
  return role && managesVenue(role) ? <PushBell /> : null;
}

/** Printers the print agent reports offline (docs/kitchen.md#the-print-agent). */
function VenuePrinters() {
  const venueId = useOwner()?.id;
  return venueId ? <PrintersOffline venueId={venueId} /> : null;
}
