import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Help</h1>
    </RequireOwner>
  );
}
