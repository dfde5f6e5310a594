import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { useOwner } from "../../hooks/use-session";
import { OpenVisits } from "../../features/visits/open-visits";
import { OnlinePayments } from "../../features/payments/online-payments";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <OrdersPage headerActions={<OwnerPushBell />} />
      <OpenVisits />
      <OnlinePayments />
    </RequireOwner>
  );
}

/** Push notifications are the owner's devices' (push_subscriptions are the owner's records). */
function OwnerPushBell() {
  return useOwner()?.role === "owner" ? <PushBell /> : null;
}
