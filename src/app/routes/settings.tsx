import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Settings</h1>
    </RequireOwner>
  );
}
