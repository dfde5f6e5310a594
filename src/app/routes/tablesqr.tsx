import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { TablesPage } from "../../features/tables/tables-page";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <TablesPage />
      </PinGate>
    </RequireOwner>
  );
}
