import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { OpenVisits } from "../../features/visits/open-visits";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <OrdersPage headerActions={<PushBell />} />
      <OpenVisits />
    </RequireOwner>
  );
}
