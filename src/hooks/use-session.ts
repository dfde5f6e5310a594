import { useSyncExternalStore } from "react";
import { onSessionChange, ownerSnapshot, sessionToken, type Owner } from "../data/session";

/** The session token ('' when signed out); re-renders on login, logout and refresh. */
export function useSessionToken(): string {
  return useSyncExternalStore(onSessionChange, sessionToken, () => "");
}

/** The signed-in owner or null, re-rendering when the session changes (incl. a save of the owner's record). */
export function useOwner(): Owner | null {
  return useSyncExternalStore(onSessionChange, ownerSnapshot, () => null);
}
