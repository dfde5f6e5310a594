import { GUEST_MESSAGES } from "../domain/guest-messages";
import { isResponseError } from "./lazy-client";

/** Any failure, as a screen can show it (status + message, aborts flagged; docs/messages.md). */
export interface UserError {
  message: string;
  status: number;
  fieldErrors: Record<string, string>;
  isAbort: boolean;
}

/**
 * Turns any SDK or network error into a UserError a screen can show. The session side of a failure
 * (a 401 ends the session) is handled for every request before it gets here, in the client's
 * `afterSend` (src/data/client.ts), so a screen that never calls this still signs a revoked owner out.
 */
export function toUserError(e: unknown): UserError {
  if (isResponseError(e)) {
    const data = (e.response ?? {}) as { message?: string; data?: Record<string, { message?: string }> };
    const fieldErrors: Record<string, string> = {};
    for (const [field, err] of Object.entries(data.data ?? {})) {
      if (err && typeof err.message === "string") fieldErrors[field] = err.message;
    }
    const serverMessage = data.message && e.status >= 400 ? data.message : "";
    return {
      message: serverMessage || GUEST_MESSAGES.genericError,
      status: e.status,
      fieldErrors,
      isAbort: e.isAbort,
    };
  }
  const isAbort = e instanceof DOMException && e.name === "AbortError";
  return { message: GUEST_MESSAGES.genericError, status: 0, fieldErrors: {}, isAbort };
}
