import { KitchenPage } from "../../features/orders/kitchen-page";
import { RequireOwner } from "../require-owner";
import { DeviceBar } from "../../features/team/device-bar";

// Owner-only and deliberately outside the PIN gate (the kitchen needs it without the PIN; docs/kitchen.md);
// outside the shell too, so the wall tablet shows orders edge to edge.
export function Component() {
  return (
    <RequireOwner>
      <DeviceBar />
      <KitchenPage />
    </RequireOwner>
  );
}
