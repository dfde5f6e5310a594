// Kitchen display e2e helpers: a venue with dishes and tables, guest orders, and what react-to-print's
// frame held (it is removed after printing).
import type { Page } from "@playwright/test";
import PocketBase, { type RecordModel } from "pocketbase";
import { baseURL } from "./fixtures";
import { newOwner, type E2EOwner } from "./owner-session";

export interface KitchenVenue {
  owner: E2EOwner;
  soup: RecordModel;
  tea: RecordModel;
}

/** A new owner with currency EUR, Soup (4.50, extra Bread 0.50) and Tea (2.00), and the given tables. */
export async function kitchenVenue(prefix: string, tables: number[]): Promise<KitchenVenue> {
  const owner = await newOwner(prefix);
  const pb = owner.pb;
  owner.user = await pb.collection("users").update(owner.user.id, { currency: "EUR" });
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
  const soup = await pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: owner.user.id, order: 0, modifiers: { Bread: 0.5 } });
  const tea = await pb
    .collection("dishes")
    .create({ title: "Tea", price: 2, category: cat.id, user: owner.user.id, order: 1 });
  for (const n of tables)
    await pb.collection("tables").create({ tableNumber: n, user: owner.user.id, width: 80, length: 80, x: 0, y: 0 });
  return { owner, soup, tea };
}

/** Sends an order exactly as a guest does (no sign-in). */
export async function guestOrder(
  v: KitchenVenue,
  table: number,
  items: Array<{ dish: RecordModel; count: number; modifiers?: Record<string, number> }>,
) {
  const guest = new PocketBase(baseURL);
  return guest.collection("orders").create({
    user: v.owner.user.id,
    userSlug: v.owner.user.publicLink,
    tableSlug: String(table),
    items: items.map((l) => ({
      dishId: l.dish.id,
      title: l.dish.title,
      price: 0,
      count: l.count,
      modifiers: l.modifiers ?? {},
    })),
    total: 0,
    clientRequestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
}

/** Starts recording the text and styles of every print frame react-to-print opens on `page`. */
export async function recordPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { prints: string[] };
    w.prints = [];
    const seen = new WeakSet<Document>();
    const poll = () => {
      for (const f of Array.from(document.querySelectorAll("iframe"))) {
        const doc = f.contentDocument;
        if (doc && !seen.has(doc) && doc.body && doc.body.innerText.trim()) {
          seen.add(doc);
          const styles = Array.from(doc.querySelectorAll("style"))
            .map((s) => s.textContent ?? "")
            .join("\n");
          w.prints.push(`${doc.body.innerText}\n@@styles@@\n${styles}`);
        }
      }
      setTimeout(poll, 20);
    };
    poll();
  });
}

/** What the print frames held so far. */
export function printed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { prints: string[] }).prints);
}
