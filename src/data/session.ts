import type { RecordModel } from "pocketbase";
import { toKitchenSettings, type KitchenSettings } from "../domain/kitchen";
import type { MoneyRules } from "../domain/money-rules";
import { browserTimeZone } from "../domain/browser-time-zone";
import { isMemberRole, type Role } from "../domain/team";
import { dropPinUnlock, pb } from "./client";
import { onRoleChanged } from "./realtime";
import { dropStaffPerson } from "./staff-person";

/** The signed-in venue owner, as the app uses it. */
export interface Owner {
  id: string;
  email: string;
  publicLink: string;
  menuTitle: string;
  menuDescription: string;
  currency: string;
  qrtext: string;
  logo: string;
  /** The venue's IANA time zone ('' for an account from before time zones). */
  timeZone: string;
  collectionId: string;
  /** Kitchen display settings (docs/kitchen.md#urgency-colours). */
  kitchen: KitchenSettings;
  /** The storefront (docs/storefront.md): brand colour "#rrggbb" or "", cover file name or "". */
  brandColor: string;
  cover: string;
  /** The first-hour checklist on Orders is shown (new venues, until dismissed); QR codes printed. */
  checklistOpen: boolean;
  qrPrinted: boolean;
  /** "tab": tables keep a tab, paid at the end (docs/table-tab.md); "each": pay after each order. */
  tableService: "each" | "tab";
  /** The menu's default language ("" = English) and the other codes it is offered in. */
  menuLanguage: string;
  menuLanguages: string[];
  /** The venue's title and description in its other languages: code -> { title, description }. */
  menuTranslations: Record<string, { title?: string; description?: string }>;
  /** Tax, service charge and price lists (docs/tax-and-receipts.md); null: none. */
  moneyRules: MoneyRules | null;
  /**
   * Who signed in (docs/security-and-isolation.md#team-members-and-roles): the owner, or a team
   * member of the venue with their role. For a member, every venue field above is the venue's
   * (`id` is the venue's id), and `email` is empty.
   */
  role: Role;
  /** A member's name and record id ("" for the owner). */
  memberName: string;
  memberId: string;
  /** A shared device of the venue (docs/security-and-isolation.md#shared-devices). */
  isDevice: boolean;
}

const STAFF = "staff";

function toOwner(r: RecordModel | null): Owner | null {
  if (!r) return null;
  if (r.collectionName === STAFF) {
    // A member: the venue comes expanded with the member's record (sign-in and refresh ask for it).
    const venue = (r.expand as { venue?: RecordModel } | undefined)?.venue;
    if (!venue || !isMemberRole(r.role)) return null;
    const owner = toOwner(venue);
    return (
      owner && {
        ...owner,
        email: "",
        role: r.role,
        memberName: String(r.name ?? ""),
        memberId: r.id,
        isDevice: r.device === true,
      }
    );
  }
  return {
    id: r.id,
    email: String(r.email ?? ""),
    publicLink: String(r.publicLink ?? ""),
    menuTitle: String(r.menuTitle ?? ""),
    menuDescription: String(r.menuDescription ?? ""),
    currency: String(r.currency ?? ""),
    qrtext: String(r.qrtext ?? ""),
    logo: String(r.logo ?? ""),
    timeZone: String(r.timeZone ?? ""),
    collectionId: String(r.collectionId ?? ""),
    kitchen: toKitchenSettings(r),
    brandColor: String(r.brandColor ?? ""),
    cover: String(r.cover ?? ""),
    checklistOpen: r.checklistOpen === true,
    qrPrinted: r.qrPrinted === true,
    tableService: r.tableService === "tab" ? "tab" : "each",
    menuLanguage: String(r.menuLanguage ?? ""),
    menuLanguages: Array.isArray(r.menuLanguages) ? r.menuLanguages.filter((c) => typeof c === "string") : [],
    menuTranslations:
      r.menuTranslations && typeof r.menuTranslations === "object" && !Array.isArray(r.menuTranslations)
        ? (r.menuTranslations as Owner["menuTranslations"])
        : {},
    moneyRules: r.moneyRules && typeof r.moneyRules === "object" ? (r.moneyRules as MoneyRules) : null,
    role: "owner",
    memberName: "",
    memberId: "",
    isDevice: false,
  };
}

/** The auth collection of the stored session: "users" (the owner) or "staff" (a team member). */
function authCollection(): string {
  return pb.authStore.record?.collectionName === STAFF ? STAFF : "users";
}

/** Whether a stored session value exists: the logged-in state at start (docs/owner-screens.md#sessions). */
export function hasStoredSession(): boolean {
  return pb.authStore.token !== "";
}

/** The owner of the current session, or null. */
export function currentOwner(): Owner | null {
  return pb.authStore.isValid ? toOwner(pb.authStore.record) : null;
}

// Every change of the stored session (login, refresh, a save of the owner's own record, another
// tab) bumps the version, so screens re-read the owner model and not only a changed token.
let sessionVersion = 0;
pb.authStore.onChange(() => {
  sessionVersion++;
});
let ownerSnap: { version: number; token: string; owner: Owner | null } = { version: -1, token: "", owner: null };

/** The owner of the current session as a stable snapshot: a new object only after a session change. */
export function ownerSnapshot(): Owner | null {
  const token = pb.authStore.token;
  if (ownerSnap.version !== sessionVersion || ownerSnap.token !== token) {
    ownerSnap = { version: sessionVersion, token, owner: token ? currentOwner() : null };
  }
  return ownerSnap.owner;
}

/** One of the venues a team member works at (docs/security-and-isolation.md#team-members-and-roles). */
export interface MemberVenue {
  member: string;
  venue: string;
  venueName: string;
  role: string;
}

/** A signed-in person who works at several venues: they pick one (enterVenue). */
export interface VenueChoice {
  venues: MemberVenue[];
}

// A signed-in person's own token (`people`): kept in memory only, to enter a venue.
let personToken = "";

/**
 * Signs in with email and password, as the owner or else as a team member; the session is saved by
 * the SDK's auth store. A member who works at one venue enters it at once; one who works at several
 * gets the list to pick from (enterVenue). A wrong password answers as PocketBase does for either.
 */
export async function login(email: string, password: string): Promise<Owner | VenueChoice> {
  try {
    const res = await pb.collection("users").authWithPassword(email, password);
    return toOwner(res.record)!;
  } catch (e) {
    if ((e as { status?: number }).status !== 400) throw e;
    // The person's token is not a session of the app: it only lists and enters their venues.
    const person = await pb
      .send<{ token: string }>("/api/collections/people/auth-with-password", {
        method: "POST",
        body: { identity: email, password },
      })
      .catch(() => null);
    if (!person) throw e;
    const token = person.token;
    personToken = token;
    const res = await pb.send<{ items: MemberVenue[] }>("/api/team/venues", { headers: { Authorization: token } });
    if (res.items.length === 1) return enterVenue(res.items[0]!.member);
    // Removed from every venue: as a wrong password (the login form says so).
    if (res.items.length === 0) throw e;
    return { venues: res.items };
  }
}

/** Whether login's answer is a list of venues to pick from. */
export function isVenueChoice(r: Owner | VenueChoice): r is VenueChoice {
  return "venues" in r;
}

/** A signed-in person enters one of their venues: the session is that venue's membership. */
export async function enterVenue(member: string): Promise<Owner> {
  const res = await pb.send<{ token: string; record: RecordModel }>("/api/team/enter?expand=venue", {
    method: "POST",
    headers: { Authorization: personToken },
    body: { member },
  });
  pb.authStore.save(res.token, res.record);
  return toOwner(res.record)!;
}

/**
 * After a manager saved the venue's record (menu info, kitchen settings, table service): the
 * session's venue follows (the owner's own saves update their session record by themselves).
 */
export async function venueSaved(): Promise<void> {
  if (authCollection() === STAFF) await refreshSession();
}

/**
 * Signs this browser in as a shared device with its invitation: a password nobody needs to know is
 * set once, then the device signs in with it (the address is in the invitation itself).
 */
export async function setUpDevice(token: string): Promise<Owner> {
  const claims = JSON.parse(atob(token.split(".")[1]?.replace(/-/g, "+").replace(/_/g, "/") ?? "")) as {
    email?: string;
  };
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const password = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  await pb.collection(STAFF).confirmPasswordReset(token, password, password);
  const res = await pb.collection(STAFF).authWithPassword(String(claims.email ?? ""), password, { expand: "venue" });
  return toOwner(res.record)!;
}

/** What a shared device's sign-in link names: the venue, the device and its role. */
export interface DeviceInfo {
  venue: string;
  name: string;
  role: string;
}

/** Reads a device's sign-in link (a 400 on `token` for a used, expired or forged one). */
export async function checkDeviceLink(token: string): Promise<DeviceInfo> {
  return pb.send<DeviceInfo>("/api/team/devices/check", { method: "POST", body: { token } });
}

/** Signs this browser in as a shared device with the short code the Team page shows (once, 10 minutes). */
export async function claimDevice(code: string): Promise<Owner> {
  const res = await pb.send<{ token: string; record: RecordModel }>("/api/team/devices/claim?expand=venue", {
    method: "POST",
    body: { code },
  });
  pb.authStore.save(res.token, res.record);
  return toOwner(res.record)!;
}

/** What an invitation says: the venue, the member's name and role, the address, and whether it has a login. */
export interface InvitationInfo {
  venue: string;
  name: string;
  role: string;
  email: string;
  hasLogin: boolean;
}

/** Reads an invitation (a 400 on `token` for a used, expired or unknown one). */
export async function checkInvitation(token: string): Promise<InvitationInfo> {
  return pb.send<InvitationInfo>("/api/team/invitations/check", { method: "POST", body: { token } });
}

/**
 * Accepts a team invitation (a one-time token, 3 days): the address's login is made with this
 * password, or its existing password joins it; then this browser is signed in to the venue.
 */
export async function acceptInvitation(token: string, password: string, passwordConfirm: string): Promise<Owner> {
  const res = await pb.send<{ token: string; record: RecordModel }>("/api/team/invitations/accept?expand=venue", {
    method: "POST",
    body: { token, password, passwordConfirm },
  });
  pb.authStore.save(res.token, res.record);
  return toOwner(res.record)!;
}

/**
 * Creates an account: link from the email, menu title the venue's name (from the email when none is
 * given), the currency chosen at sign-up (none when left empty), email hidden
 * (docs/menu-and-serving-windows.md).
 */
export async function register(
  email: string,
  password: string,
  passwordConfirm: string,
  venue: { name?: string; currency?: string } = {},
): Promise<void> {
  const local = email.split("@")[0] ?? "";
  const name = venue.name?.trim() ?? "";
  await pb.collection("users").create({
    email,
    emailVisibility: false,
    password,
    passwordConfirm,
    publicLink: local.toLowerCase(),
    menuTitle: name || local,
    ...(venue.currency ? { currency: venue.currency } : {}),
    // The venue's time zone defaults to the owner's browser zone (changeable in the menu info).
    timeZone: browserTimeZone(),
  });
}

/**
 * Whether this server confirms a new account's address by mail before it can sign in (it does
 * when it sends mail: docs/security-and-isolation.md#sign-up).
 */
export async function fetchSignupMode(): Promise<{ confirmsAddresses: boolean }> {
  const res = await pb.send<{ confirmsAddresses?: unknown }>("/api/signup", {});
  return { confirmsAddresses: res.confirmsAddresses === true };
}

/** Asks for the confirmation mail again (the server answers the same whether or not it sends one). */
export async function resendConfirmation(email: string): Promise<void> {
  await pb.collection("users").requestVerification(email);
}

// Tokens the server gave this page load through a refresh: they need no check.
const checkedTokens = new Set<string>();
let pendingCheck: { token: string; result: Promise<Owner | null> } | null = null;

/** Checks the stored session with the server; clears it when expired or revoked. */
export async function refreshSession(): Promise<Owner | null> {
  const sent = pb.authStore.token;
  if (!sent) return null;
  try {
    const collection = authCollection();
    const res = await pb.collection(collection).authRefresh(collection === STAFF ? { expand: "venue" } : {});
    checkedTokens.add(res.token);
    return toOwner(res.record);
  } catch (e) {
    // Only the server rejecting the token (or its expiry) ends the session: a network drop or a
    // restarting server must not log the staff out of a live orders board. (A 401 has already
    // ended it in the client's funnel, src/data/client.ts.)
    const status = (e as { status?: number }).status ?? 0;
    const isRejected = status === 401 || status === 403 || status === 404 || !pb.authStore.isValid;
    // Only the session that was checked: one signed in meanwhile is not this answer's to end.
    if (isRejected && pb.authStore.token === sent) pb.authStore.clear();
    return isRejected ? null : currentOwner();
  }
}

/**
 * Checks the stored session with the server once per page load: the owner pages' gate asks on
 * every page, but a token this load got from a refresh is not checked again, and calls made while
 * a check is on its way share it.
 * Resolves to the owner, or null when there is no session or the server ended it.
 */
export function checkSession(): Promise<Owner | null> {
  const token = pb.authStore.token;
  if (!token) return Promise.resolve(null);
  if (checkedTokens.has(token)) return Promise.resolve(currentOwner());
  if (pendingCheck?.token !== token) {
    // A check that failed on the network is tried again by the next page that asks.
    const result = refreshSession().finally(() => {
      if (pendingCheck?.result === result) pendingCheck = null;
    });
    pendingCheck = { token, result };
  }
  return pendingCheck.result;
}

/** How often an active owner's session token is renewed (tokens live 8 hours, migration 1764300200). */
export const SESSION_REFRESH_MS = 15 * 60 * 1000;

let lastRenewal = Date.now();
// Any new token (sign-in, refresh, password change) counts as a renewal.
pb.authStore.onChange(() => {
  lastRenewal = Date.now();
});

// The owner changed this member's role (a `roleChanged` event on a venue topic): the session is read
// again, and the screens follow the new role. Set here, not imported by data/realtime.ts, so a
// guest's page (which subscribes to topics too) does not load this module.
onRoleChanged(() => void refreshSession());

/**
 * Keeps the owner's session alive while the app is open and visible (staff watching the orders
 * board count as active): at most every SESSION_REFRESH_MS the token is renewed through
 * authRefresh, so a short server-side lifetime never ends a working session, while a session left
 * in a closed or hidden tab ends by itself. Returns the function that stops it.
 */
export function keepSessionFresh(doc: Document = document, everyMs = SESSION_REFRESH_MS): () => void {
  const tick = () => {
    if (!pb.authStore.token || doc.visibilityState !== "visible") return;
    if (Date.now() - lastRenewal < everyMs) return;
    lastRenewal = Date.now();
    void refreshSession();
  };
  const timer = window.setInterval(tick, Math.min(60_000, everyMs));
  doc.addEventListener("visibilitychange", tick);
  return () => {
    window.clearInterval(timer);
    doc.removeEventListener("visibilitychange", tick);
  };
}

/** Ends the session: clears the stored token and model, closes realtime. */
export function logout(): void {
  personToken = "";
  dropPinUnlock();
  dropStaffPerson();
  pb.authStore.clear();
  pb.realtime.unsubscribe().catch(() => {});
}

/** Calls `listener` whenever the session changes; returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  return pb.authStore.onChange(() => listener());
}

/** Token of the current session ('' when signed out), a stable value for useSyncExternalStore. */
export function sessionToken(): string {
  return pb.authStore.token;
}
