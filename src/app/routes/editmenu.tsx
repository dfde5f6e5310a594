import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Edit menu</h1>
    </RequireOwner>
  );
}
