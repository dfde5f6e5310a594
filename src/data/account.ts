import type PocketBase from "pocketbase";
import type { KitchenSettings } from "../domain/kitchen";
import type { MoneyRules } from "../domain/money-rules";
import { buildMenuExport, type MenuExport } from "../domain/menu-export";
import { pb } from "./client";
import { toCategory, toDish } from "./menu-admin";
import { venueSaved } from "./session";

/**
 * Changes the password (oldPassword, password, passwordConfirm). The server then revokes
 * the old session token, so we sign in again with the new password to keep the session valid.
 */
export async function changePassword(
  email: string,
  ownerId: string,
  oldPassword: string,
  password: string,
): Promise<void> {
  await pb.collection("users").update(ownerId, { oldPassword, password, passwordConfirm: password });
  await pb.collection("users").authWithPassword(email, password);
}

async function toDataUrl(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = res.headers.get("content-type")?.split(";")[0] || "application/octet-stream";
  return `data:${type};base64,${btoa(binary)}`;
}

/** Collects the owner's menu as the export file (photos as base64 data URLs) through `client`. */
export async function collectMenuExport(client: PocketBase, ownerId: string): Promise<MenuExport> {
  const filter = client.filter("user = {:u}", { u: ownerId });
  const [catRecords, dishRecords] = await Promise.all([
    client.collection("categories").getFullList({ filter, sort: "+order,created" }),
    client.collection("dishes").getFullList({ filter, sort: "category.order,+order,created" }),
  ]);
  const categories = catRecords.map(toCategory);
  const dishes = dishRecords.map(toDish);
  const photos = new Map<string, string>();
  for (const r of dishRecords) {
    if (!r.photo) continue;
    const res = await fetch(client.files.getURL(r, String(r.photo)));
    if (!res.ok) throw new Error(`photo of ${String(r.title)}: HTTP ${res.status}`);
    photos.set(r.id, await toDataUrl(res));
  }
  return buildMenuExport(categories, dishes, photos);
}

/** The signed-in owner's menu export. */
export function exportMenu(ownerId: string): Promise<MenuExport> {
  return collectMenuExport(pb, ownerId);
}

/** Imports a menu file on the server, atomically (POST /api/menu/import). */
export async function importMenu(menu: MenuExport): Promise<void> {
  await pb.send("/api/menu/import", { method: "POST", body: menu });
}

/** Saves the kitchen display settings on the owner's record (docs/kitchen.md); the session model follows. */
export async function saveKitchenSettings(ownerId: string, s: KitchenSettings): Promise<void> {
  await pb.collection("users").update(ownerId, {
    kitchenAmberMinutes: s.amberMinutes,
    kitchenRedMinutes: s.redMinutes,
    kitchenAutoPrint: s.autoPrint,
  });
  await venueSaved();
}

/** Saves the venue's tax, service charge and price lists (docs/tax-and-receipts.md); null clears them. */
export async function saveMoneyRules(ownerId: string, rules: MoneyRules | null): Promise<void> {
  await pb.collection("users").update(ownerId, { moneyRules: rules });
  await venueSaved();
}

/** Saves how the venue takes payment: "each" order (the default) or a table "tab" (docs/table-tab.md). */
export async function saveTableService(ownerId: string, mode: "each" | "tab"): Promise<void> {
  await pb.collection("users").update(ownerId, { tableService: mode });
  await venueSaved();
}

/**
 * Deletes the whole account (menu, tables, orders, stock) on the server: needs the password, and
 * the PIN when one is set (POST /api/account/delete). Then the session ends.
 */
export async function deleteAccount(password: string, pinCode: string): Promise<void> {
  await pb.send("/api/account/delete", { method: "POST", body: { password, pin: pinCode } });
  pb.authStore.clear();
  pb.realtime.unsubscribe().catch(() => {});
}
