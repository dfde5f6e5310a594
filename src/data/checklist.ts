// A new venue's first hour (docs/storefront.md#first-hour-checklist): what the checklist on Orders
// reads to tick its steps, and the two marks it keeps on the owner's record.
import { pb } from "./client";

/** What the venue has done so far, as the checklist's steps read it. */
export interface ChecklistStatus {
  hasCategory: boolean;
  hasDish: boolean;
  hasTable: boolean;
  hasTestOrder: boolean;
  hasNotifications: boolean;
}

async function exists(collection: string, filter: string): Promise<boolean> {
  const page = await pb.collection(collection).getList(1, 1, { filter, fields: "id", skipTotal: true });
  return page.items.length > 0;
}

/** Reads the venue's progress (one small query per step). */
export async function loadChecklistStatus(ownerId: string): Promise<ChecklistStatus> {
  const own = pb.filter("user = {:u}", { u: ownerId });
  const [hasCategory, hasDish, hasTable, hasTestOrder, hasNotifications] = await Promise.all([
    exists("categories", own),
    exists("dishes", own),
    exists("tables", own),
    exists("orders", pb.filter("user = {:u} && isTest = true", { u: ownerId })),
    exists("push_subscriptions", own).catch(() => false),
  ]);
  return { hasCategory, hasDish, hasTable, hasTestOrder, hasNotifications };
}

/** Hides the checklist for good. */
export async function dismissChecklist(ownerId: string): Promise<void> {
  await pb.collection("users").update(ownerId, { checklistOpen: false });
}

/** Ticks "print QR codes" (once; a failure only costs the tick). */
export async function markQrPrinted(ownerId: string): Promise<void> {
  await pb.collection("users").update(ownerId, { qrPrinted: true });
}
