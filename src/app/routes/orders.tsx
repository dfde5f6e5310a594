import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { OpenVisits } from "../../features/visits/open-visits";
import { OnlinePayments } from "../../features/payments/online-payments";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <OrdersPage headerActions={<PushBell />} />
      <OpenVisits />
      <OnlinePayments />
    </RequireOwner>
  );
}
