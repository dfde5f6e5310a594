import { ClientResponseError } from "pocketbase";
import { msg } from "../domain/messages";
import { pb } from "./client";

/** Any failure, as a screen can show it (status + message, aborts flagged; docs/messages.md). */
export interface UserError {
  message: string;
  status: number;
  fieldErrors: Record<string, string>;
  isAbort: boolean;
}

/** The one error funnel: turns any SDK or network error into a UserError. A 401 ends the session. */
export function toUserError(e: unknown): UserError {
  if (e instanceof ClientResponseError) {
    const data = (e.response ?? {}) as { message?: string; data?: Record<string, { message?: string }> };
    const fieldErrors: Record<string, string> = {};
    for (const [field, err] of Object.entries(data.data ?? {})) {
      if (err && typeof err.message === "string") fieldErrors[field] = err.message;
    }
    if (e.status === 401 && pb.authStore.isValid) pb.authStore.clear();
    const serverMessage = data.message && e.status >= 400 ? data.message : "";
    return {
      message: serverMessage || msg("genericError"),
      status: e.status,
      fieldErrors,
      isAbort: e.isAbort,
    };
  }
  const isAbort = e instanceof DOMException && e.name === "AbortError";
  return { message: msg("genericError"), status: 0, fieldErrors: {}, isAbort };
}

/** The message of a failure plus each field error, for "translated message + server message" texts. */
export function describeError(e: unknown): string {
  const err = toUserError(e);
  const fields = Object.entries(err.fieldErrors).map(([k, v]) => `${k}: ${v}`);
  return fields.length ? `${err.message} (${fields.join("; ")})` : err.message;
}
