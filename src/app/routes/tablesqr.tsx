import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { TablesPage } from "../../features/tables/tables-page";
import { OpenVisits } from "../../features/visits/open-visits";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <TablesPage />
        <OpenVisits />
      </PinGate>
    </RequireOwner>
  );
}
