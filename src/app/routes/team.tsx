import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { TeamPage } from "../../features/team/team-page";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <TeamPage />
      </PinGate>
    </RequireOwner>
  );
}
