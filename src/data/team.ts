import { isMemberRole, type MemberRole } from "../domain/team";
import { pb } from "./client";
import { currentPersonToken, setStaffPerson } from "./staff-person";

/** A team member of the venue (docs/security-and-isolation.md#team-members-and-roles). */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  /** The invitation has been used (the member set a password). */
  hasJoined: boolean;
  /** A shared device (docs/security-and-isolation.md#shared-devices). */
  isDevice: boolean;
  /** An invitation nobody has accepted yet (no login exists for the address). */
  isInvitation: boolean;
}

/** An invitation: shown once to the owner when no mail went out. */
export interface Invitation {
  member: { id: string; name: string; device?: boolean };
  /** The token ("" when it was mailed). */
  token: string;
  mailed: boolean;
  /** A shared device's short sign-in code ("ABCD-EFGH", once) and when it expires (ms), else "" and 0. */
  code: string;
  codeExpiresAt: number;
}

/** One line of the venue's activity: who did what, when. */
export interface ActivityEntry {
  id: string;
  actor: string;
  action: string;
  target: string;
  summary: string;
  created: string;
}

/** The link that sets a member's password with `token` (the login page reads it). */
export function invitationLink(token: string, isDevice = false, origin = window.location.origin): string {
  return `${origin}/login?${isDevice ? "device" : "invite"}=${encodeURIComponent(token)}`;
}

/** The venue's members and devices, by name, then the open invitations (owner only). */
export async function listMembers(): Promise<TeamMember[]> {
  const res = await pb.send<{ items: Record<string, unknown>[] }>("/api/team/members", {});
  return res.items
    .filter((r) => isMemberRole(r.role))
    .map((r) => ({
      id: String(r.id ?? ""),
      name: String(r.name ?? ""),
      email: String(r.email ?? ""),
      role: r.role as MemberRole,
      hasJoined: r.hasJoined === true,
      isDevice: r.isDevice === true,
      isInvitation: r.isInvitation === true,
    }));
}

/** Changes a member's (or an open invitation's) role: it takes effect at once on their screens. */
export async function changeRole(memberId: string, role: MemberRole): Promise<void> {
  await pb.send(`/api/team/members/${encodeURIComponent(memberId)}/role`, { method: "POST", body: { role } });
}

function toInvitation(res: {
  member: { id: string; name: string; device?: boolean };
  invite: string;
  mailed: boolean;
  code?: string;
  codeExpiresAt?: number;
}): Invitation {
  return {
    member: res.member,
    token: res.invite,
    mailed: res.mailed,
    code: res.code ?? "",
    codeExpiresAt: res.codeExpiresAt ?? 0,
  };
}

/** Adds a member (or a shared device); their invitation is mailed, or returned to be shown once. */
export async function addMember(name: string, email: string, role: MemberRole, isDevice = false): Promise<Invitation> {
  const body = isDevice ? { name, role, device: true } : { name, email, role };
  return toInvitation(await pb.send("/api/team/members", { method: "POST", body }));
}

/** Sets a person's 4-digit code for shared devices. */
export async function setMemberCode(memberId: string, code: string): Promise<void> {
  await pb.send(`/api/team/members/${encodeURIComponent(memberId)}/code`, { method: "POST", body: { code } });
}

/** On a shared device: the person with `code` takes over (their actions are signed by them). */
export async function switchPerson(code: string): Promise<string> {
  const res = await pb.send<{ name: string; token: string; expiresAt: number }>("/api/team/switch", {
    method: "POST",
    body: { code },
  });
  setStaffPerson(res);
  return res.name;
}

/**
 * On a shared device after a reload: asks the server who the kept person token is, and forgets it
 * when the server says nobody (their turn ended, expired, or they were removed). A failed request
 * (offline) keeps it: the server checks the token on every signed action anyway.
 */
export async function checkPerson(): Promise<void> {
  try {
    const res = await pb.send<{ name: string; expiresAt: number }>("/api/team/person", {});
    const token = currentPersonToken();
    if (token) setStaffPerson({ name: res.name, expiresAt: res.expiresAt, token });
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === 404 || status === 403) setStaffPerson(null);
  }
}

/** A fresh invitation for a member. */
export async function reinvite(memberId: string): Promise<Invitation> {
  return toInvitation(await pb.send(`/api/team/members/${encodeURIComponent(memberId)}/invite`, { method: "POST" }));
}

/** Removes a member (their sessions and open screens end at once), or withdraws an open invitation. */
export async function removeMember(memberId: string, isInvitation = false): Promise<void> {
  if (isInvitation) await pb.send(`/api/team/invitations/${encodeURIComponent(memberId)}`, { method: "DELETE" });
  else await pb.collection("staff").delete(memberId);
}

/** The venue's activity in [from, to) (UTC "yyyy-MM-dd HH:mm:ss"), newest first. */
export async function listActivity(from: string, to: string): Promise<ActivityEntry[]> {
  const q = new URLSearchParams({ from, to });
  const res = await pb.send<{ items: ActivityEntry[] }>(`/api/team/activity?${q}`, {});
  return res.items;
}
