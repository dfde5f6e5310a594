import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { useOwner } from "../../hooks/use-session";
import { OpenVisits } from "../../features/visits/open-visits";
import { OnlinePayments } from "../../features/payments/online-payments";
import { RequireOwner } from "../require-owner";
import { managesVenue } from "../../domain/team";
import { PrintersOffline, useVenuePrinters } from "../../features/stations/printers-offline";
import { reprintOrder } from "../../data/stations";

export function Component() {
  return (
    <RequireOwner>
      <BoardWithPrinters />
      <OnlinePayments />
    </RequireOwner>
  );
}

/** Push notifications on the owner's and managers' devices (a subscription is the venue's record). */
function OwnerPushBell() {
  const role = useOwner()?.role;
  return role && managesVenue(role) ? <PushBell /> : null;
}

/**
 * The board with the venue's printers: those the print agent reports offline, and a one-tap
 * "Reprint on printer" on each card when the venue has any (docs/kitchen.md#stations-and-printers).
 */
function BoardWithPrinters() {
  const printers = useVenuePrinters(useOwner()?.id ?? "");
  return (
    <>
      <PrintersOffline printers={printers} />
      <OrdersPage
        headerActions={<OwnerPushBell />}
        strip={<OpenVisits isStrip />}
        onReprint={printers.length > 0 ? reprintOrder : undefined}
      />
    </>
  );
}
