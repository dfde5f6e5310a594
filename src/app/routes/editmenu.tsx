import { msg } from "../../domain/messages";
import { RequireOwner } from "../require-owner";
import { PinGate } from "../../features/pin-gate/pin-gate";
import { MenuEditorPage } from "../../features/menu-editor/menu-editor-page";

export function Component() {
  return (
    <RequireOwner text={msg("menuPleaseLogIn")}>
      <PinGate>
        <MenuEditorPage />
      </PinGate>
    </RequireOwner>
  );
}
