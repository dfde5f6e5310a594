import { API_URL, pb, setSignedInHeaders } from "./client";

/**
 * On a shared device: the person who switched to it with their code, whose token is sent as
 * X-Staff-Person so the server signs their actions (docs/security-and-isolation.md#shared-devices).
 * Kept for the tab (sessionStorage), so a reload does not ask for the code again; bound to the
 * device's session it was given to. The server stays the authority: it checks the token on every
 * signed action, and the app asks it who the token is after a reload (data/team.ts checkPerson).
 */
export interface StaffPerson {
  name: string;
  token: string;
  expiresAt: number;
}
const STAFF_PERSON_KEY = "draft_staff_person";
let staffPerson: (StaffPerson & { device: string }) | null = readStaffPerson();
const staffPersonListeners = new Set<() => void>();

function readStaffPerson(): (StaffPerson & { device: string }) | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STAFF_PERSON_KEY) ?? "null") as Record<string, unknown> | null;
    if (!raw || typeof raw !== "object") return null;
    const { name, token, expiresAt, device } = raw;
    if (typeof name !== "string" || typeof token !== "string" || typeof device !== "string") return null;
    if (typeof expiresAt !== "number" || !/^[0-9a-f]{1,100}$/.test(token)) return null;
    return { name: name.slice(0, 100), token, expiresAt, device };
  } catch {
    return null;
  }
}

/** The current person, if theirs is a live turn on the device signed in now. */
function currentPerson(): StaffPerson | null {
  if (!staffPerson || staffPerson.expiresAt <= Date.now()) return null;
  return staffPerson.device === pb.authStore.record?.id ? staffPerson : null;
}

/** Sets or clears the person using this shared device (for this tab, until its turn ends). */
export function setStaffPerson(person: StaffPerson | null): void {
  const device = pb.authStore.record?.id ?? "";
  staffPerson = person && device ? { ...person, device } : null;
  try {
    if (staffPerson) sessionStorage.setItem(STAFF_PERSON_KEY, JSON.stringify(staffPerson));
    else sessionStorage.removeItem(STAFF_PERSON_KEY);
  } catch {
    // Storage refused (a private window's quota): the person stays for this page only.
  }
  for (const l of staffPersonListeners) l();
}

/** The person using this shared device ('' when nobody switched, or their turn expired). */
export function staffPersonName(): string {
  return currentPerson()?.name ?? "";
}

/** The current person's token ('' when nobody), for the calls that check their turn. */
export function currentPersonToken(): string {
  return currentPerson()?.token ?? "";
}

/**
 * The person is done (the Done button, or the device signs out): their turn ends on the server
 * too (POST /api/team/leave), then here. Fire and forget, like dropPinUnlock: a failed call leaves a
 * token that dies at its expiry and works only with this device's session.
 */
export function dropStaffPerson(): void {
  const person = currentPerson();
  const auth = pb.authStore.token;
  setStaffPerson(null);
  if (!person || !auth) return;
  fetch(`${API_URL}/api/team/leave`, {
    method: "POST",
    headers: { Authorization: auth, "X-Staff-Person": person.token },
    keepalive: true,
  }).catch((e: unknown) => console.error("Ending the person's turn failed", e));
}

/** Calls `listener` when the person changes; returns the unsubscribe. */
export function onStaffPersonChange(listener: () => void): () => void {
  staffPersonListeners.add(listener);
  return () => staffPersonListeners.delete(listener);
}

setSignedInHeaders((): Record<string, string> => {
  const person = currentPerson();
  return person ? { "X-Staff-Person": person.token } : {};
});
