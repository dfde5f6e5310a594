import { RequireOwner } from "../require-owner";
import { HelpPage } from "../../features/help/help-page";

export function Component() {
  return (
    <RequireOwner>
      <HelpPage />
    </RequireOwner>
  );
}
