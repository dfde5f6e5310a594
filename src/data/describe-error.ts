// The owner screens' error texts with each field error: apart from data/errors.ts, which the guest
// page loads.
import { toUserError } from "./errors";

/** The message of a failure plus each field error, for "translated message + server message" texts. */
export function describeError(e: unknown): string {
  const err = toUserError(e);
  const fields = Object.entries(err.fieldErrors).map(([k, v]) => `${k}: ${v}`);
  return fields.length ? `${err.message} (${fields.join("; ")})` : err.message;
}
