import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Storage</h1>
    </RequireOwner>
  );
}
