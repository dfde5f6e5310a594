import { useSyncExternalStore } from "react";
import { currentOwner, onSessionChange, sessionToken, type Owner } from "../data/session";

/** The session token ('' when signed out); re-renders on login, logout and refresh. */
export function useSessionToken(): string {
  return useSyncExternalStore(onSessionChange, sessionToken, () => "");
}

/** The signed-in owner or null, re-rendering when the session changes. */
export function useOwner(): Owner | null {
  const token = useSessionToken();
  // The owner model changes only together with the token or a record save; read it fresh.
  return token ? currentOwner() : null;
}
