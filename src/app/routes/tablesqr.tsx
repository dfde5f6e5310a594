import { RequireOwner } from "../require-owner";

export function Component() {
  return (
    <RequireOwner>
      <h1>Tables & QR</h1>
    </RequireOwner>
  );
}
