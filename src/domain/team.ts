// A venue's team (docs/security-and-isolation.md#team-members-and-roles): who may open which page.
// The server decides (pb_hooks/lib/team/staff.js); the app only hides what a role cannot open.
import { PATHS } from "./paths";

export const MEMBER_ROLES = ["manager", "waiter", "kitchen"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The owner, or a team member's role. */
export type Role = "owner" | MemberRole;

export const ROLE_LABELS: Record<MemberRole, string> = {
  manager: "Manager",
  waiter: "Waiter",
  kitchen: "Kitchen",
};

/** What each role may do, as the Team page says it. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  manager: "Everything but the team, the owner's password and PIN, account deletion and menu export/import.",
  waiter: "Orders, table tabs and bills, Tables & QR (view and print), Kitchen.",
  kitchen: "Kitchen only: start and finish orders, tickets.",
};

/** The team page (owner only). */
export const TEAM_PATH = "/team";

const MEMBER_PAGES: Record<MemberRole, readonly string[]> = {
  manager: [
    // The day's activity only: adding and removing members is the owner's.
    TEAM_PATH,
    PATHS.orders,
    PATHS.kitchen,
    PATHS.finishedOrders,
    PATHS.tables,
    PATHS.storage,
    PATHS.editMenu,
    PATHS.settings,
    PATHS.help,
  ],
  waiter: [PATHS.orders, PATHS.kitchen, PATHS.tables, PATHS.help],
  kitchen: [PATHS.kitchen, PATHS.help],
};

/** Whether `role` may open the signed-in page `path` (pages for everybody, such as home, always). */
export function mayOpen(role: Role, path: string): boolean {
  if (role === "owner") return true;
  const signedIn = MEMBER_PAGES.manager;
  if (!signedIn.includes(path)) return true;
  return MEMBER_PAGES[role].includes(path);
}

/** Whether `role` sees the owner-only parts of Settings (password, PIN, account deletion, export/import). */
export function isOwner(role: Role): boolean {
  return role === "owner";
}

/** Whether `role` manages the venue (sales, monthly orders, PIN unlock). */
export function managesVenue(role: Role): boolean {
  return role === "owner" || role === "manager";
}

/** Where a member lands after signing in. */
export function homeOf(role: Role): string {
  return role === "kitchen" ? PATHS.kitchen : PATHS.orders;
}

/** Whether `value` is a member role. */
export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === "string" && (MEMBER_ROLES as readonly string[]).includes(value);
}
