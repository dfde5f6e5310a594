import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Finished orders</h1>
    </RequireOwner>
  );
}
