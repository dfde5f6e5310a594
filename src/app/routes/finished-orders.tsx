import { FinishedOrdersPage } from "../../features/finished-orders/finished-orders-page";
import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <FinishedOrdersPage />
    </RequireOwner>
  );
}
