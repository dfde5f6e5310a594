import { OrdersPage } from "../../features/orders/orders-page";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <OrdersPage />
    </RequireOwner>
  );
}
