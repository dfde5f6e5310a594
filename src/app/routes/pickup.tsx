import { PickupScreen } from "../../features/takeaway/pickup-screen";
import { RequireOwner } from "../require-owner";

// The counter's pickup screen (docs/takeaway.md#the-pickup-screen): like the kitchen display,
// outside the PIN gate and the shell, for a TV on the wall.
export function Component() {
  return (
    <RequireOwner>
      <PickupScreen />
    </RequireOwner>
  );
}
