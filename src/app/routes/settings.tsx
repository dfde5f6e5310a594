import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { SettingsPage } from "../../features/settings/settings-page";

export function Component() {
  return (
    <RequireOwner>
      <PinGate>
        <SettingsPage />
      </PinGate>
    </RequireOwner>
  );
}
