import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Orders</h1>
    </RequireOwner>
  );
}
