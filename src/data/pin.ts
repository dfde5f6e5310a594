import { dropPinUnlock, getPinUnlock, pb, setPinUnlock } from "./client";
import { onSessionChange } from "./session";

/** Result of a PIN check: wrong PIN -> 'Incorrect PIN'; lockout (docs/security-and-isolation.md#pin). */
export type PinCheck = { ok: true } | { ok: false; reason: "incorrect" | "locked" | "error"; message: string };

// The unlock dies with the session (logout, another owner); a token refresh of the same owner
// (e.g. the re-sign-in after a password change) keeps it: the server re-binds the unlock token to
// the refreshed auth token (it is only valid with the auth token of the session that earned it).
let unlockedFor = pb.authStore.record?.id ?? "";
onSessionChange(() => {
  const id = pb.authStore.isValid ? (pb.authStore.record?.id ?? "") : "";
  if (id !== unlockedFor) dropPinUnlock();
  unlockedFor = id;
});

// The screen locks when the owner leaves the PIN-gated pages: every mounted gate holds the unlock;
// when the last one goes (and no other gate takes over in the same navigation), it is dropped.
let gatesOpen = 0;
let pendingLock = 0;

/** Called by a mounted PIN gate; returns the function to call when it unmounts. */
export function holdUnlock(): () => void {
  gatesOpen += 1;
  window.clearTimeout(pendingLock);
  return () => {
    gatesOpen -= 1;
    if (gatesOpen > 0) return;
    window.clearTimeout(pendingLock);
    pendingLock = window.setTimeout(() => {
      if (gatesOpen === 0) dropPinUnlock();
    }, 0);
  };
}

/** Whether the signed-in owner has a PIN (the PIN itself never reaches the browser). */
export async function isPinSet(): Promise<boolean> {
  const res = await pb.send<{ isSet: boolean }>("/api/pin/status", {});
  return res.isSet;
}

/** Whether this tab holds a valid unlock token. */
export function isUnlocked(): boolean {
  return getPinUnlock() !== null;
}

/** When the current unlock expires (ms since epoch), or 0 when locked. */
export function unlockExpiresAt(): number {
  return getPinUnlock()?.expiresAt ?? 0;
}

/** Checks a PIN on the server; on success keeps the short-lived unlock token in memory. */
export async function verifyPin(pin: string): Promise<PinCheck> {
  try {
    const res = await pb.send<{ token: string; expiresAt: number }>("/api/pin/verify", {
      method: "POST",
      body: { pin },
    });
    setPinUnlock(res);
    return { ok: true };
  } catch (e) {
    const err = e as { status?: number; response?: { message?: string } };
    if (err.status === 400) return { ok: false, reason: "incorrect", message: "" };
    if (err.status === 429)
      return { ok: false, reason: "locked", message: err.response?.message || "Too many wrong PINs." };
    return { ok: false, reason: "error", message: err.response?.message || "" };
  }
}

/** Sets a new 4-digit PIN (server-checked), then unlocks with it, since the old token dies. */
export async function changePin(pin: string): Promise<void> {
  await pb.send("/api/pin/change", { method: "POST", body: { pin } });
  setPinUnlock(null); // the server dropped every unlock token of the owner
  await verifyPin(pin);
}

/** Removes a forgotten PIN with the account password (400 'Wrong password.' otherwise). */
export async function resetPin(password: string): Promise<void> {
  await pb.send("/api/pin/reset", { method: "POST", body: { password } });
  setPinUnlock(null); // the server dropped every unlock token of the owner
}

/** Locks the gated pages again; the server drops the unlock token too. */
export function lockPin(): void {
  dropPinUnlock();
}
