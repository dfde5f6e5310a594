import { OrdersPage } from "../../features/orders/orders-page";
import { PushBell } from "../../features/push";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <OrdersPage headerActions={<PushBell />} />
    </RequireOwner>
  );
}
