import { RequireOwner } from "../require-owner";
import { StoragePage } from "../../features/storage/storage-page";

export function Component() {
  return (
    <RequireOwner>
      <StoragePage />
    </RequireOwner>
  );
}
