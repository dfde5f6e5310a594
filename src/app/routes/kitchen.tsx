import { KitchenPage } from "../../features/orders/kitchen-page";
import { RequireOwner } from "../require-owner";

// Issue 14: owner-only and deliberately outside the PIN gate (the kitchen needs it without the PIN);
// outside the shell too, so the wall tablet shows orders edge to edge.
export function Component() {
  return (
    <RequireOwner>
      <KitchenPage />
    </RequireOwner>
  );
}
