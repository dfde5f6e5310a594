// Every control and heading on the guest page has a name of its own (docs/guest-page.md#distinct-names):
// a screen-reader user moving from button to button, or a voice-control user saying "tap Add Burger",
// must never meet two things of the same role with the same name. The names are read from the
// accessibility tree Chromium itself computes (what assistive technology gets), in every state
// the guest page has: welcome toast, menu, diet filter, extras, order and waiter dialogs, after a send.
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { newOwner } from "./owner-session";

/** Roles a guest operates or navigates by; each name may occur once per role in a state. */
const ROLES = new Set([
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "textbox",
  "searchbox",
  "combobox",
  "spinbutton",
  "slider",
  "tab",
  "menuitem",
  "heading",
  "dialog",
  "group",
  "region",
]);

type AXNode = { ignored?: boolean; role?: { value?: string }; name?: { value?: string } };

/** Role + name pairs that occur more than once among the exposed (not ignored) nodes. */
async function duplicateNames(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
  const seen = new Map<string, number>();
  for (const n of nodes) {
    const role = n.role?.value ?? "";
    const name = (n.name?.value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
    if (n.ignored || !ROLES.has(role) || !name) continue;
    const key = `${role} "${name}"`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} x${count}`);
}

async function expectDistinct(cdp: CDPSession, state: string) {
  expect(await duplicateNames(cdp), `duplicate accessible names (${state})`).toEqual([]);
}

async function cdpOf(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Accessibility.enable");
  return cdp;
}

test("every control and heading of the guest page has a distinct accessible name, in every state", async ({ page }) => {
  // A venue of the test's own with everything the page can show: two categories, extras, tags.
  const { pb, user } = await newOwner("names");
  await pb.collection("users").update(user.id, { currency: "EUR", menuTitle: "Names Cafe" });
  const food = await pb.collection("categories").create({ title: "Food", order: 0, user: user.id });
  const drinks = await pb.collection("categories").create({ title: "Drinks", order: 1, user: user.id });
  const dish = (category: string, order: number, title: string, extra: object) =>
    pb.collection("dishes").create({ title, price: 5, category, user: user.id, order, description: "", ...extra });
  await dish(food.id, 0, "Burger", { modifiers: { Bacon: 1.5, Cheese: 1 }, allergens: ["gluten", "milk"] });
  await dish(food.id, 1, "Tomato soup", { dietary: ["vegan"], allergens: ["celery"] });
  await dish(drinks.id, 0, "Lemonade", { dietary: ["vegan", "gluten-free"] });
  await pb.collection("tables").create({ tableNumber: 1, user: user.id });

  const cdp = await cdpOf(page);
  await page.goto(`/${user.publicLink}/1`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  await expect(toast).toBeVisible();
  await expectDistinct(cdp, "first visit, welcome toast");
  await toast.click();
  await expect(page.getByRole("button", { name: "call waiter" })).toBeVisible();
  await expectDistinct(cdp, "menu");

  await page.getByText("Allergens and diet").click();
  await expect(page.getByLabel("Only vegan")).toBeVisible();
  await expectDistinct(cdp, "diet filter open");

  await page.getByRole("button", { name: "Add Burger" }).click();
  const extras = page.getByRole("dialog", { name: "Burger" });
  await expect(extras).toBeVisible();
  await expectDistinct(cdp, "extras dialog");
  await extras.getByRole("checkbox", { name: /Bacon/ }).check();
  await extras.getByRole("button", { name: "Add to order" }).click();
  await expect(extras).toBeHidden();
  await page.getByRole("button", { name: "Add Tomato soup" }).click();
  await page.getByRole("button", { name: "Add Lemonade" }).click();
  await expectDistinct(cdp, "menu with a cart");

  await page.getByRole("button", { name: "view and send order (3)" }).click();
  const order = page.getByRole("dialog", { name: "Your Order" });
  await expect(order).toBeVisible();
  await expectDistinct(cdp, "order dialog, three lines");
  await order.getByRole("button", { name: "Send Order" }).click();
  await expect(order).toBeHidden();
  await expect(page.getByRole("heading", { name: "Sent orders" })).toBeVisible();
  await expectDistinct(cdp, "after a send");

  await page.getByRole("button", { name: "call waiter" }).click();
  const waiter = page.getByRole("dialog", { name: "Call Waiter" });
  await expect(waiter).toBeVisible();
  await expectDistinct(cdp, "waiter dialog");
  await waiter.getByRole("button", { name: "Pay Cash" }).click();
  await expect(waiter).toBeHidden();
  await expectDistinct(cdp, "after a waiter call");
});

test("the check finds two buttons that share a name", async ({ page }) => {
  // The check above must be able to fail: a copy of a real control on the real page is caught.
  const cdp = await cdpOf(page);
  await page.goto("/demo/1");
  await page.getByRole("button", { name: "Close welcome message" }).click();
  await expect(await duplicateNames(cdp)).toEqual([]);
  await page.evaluate(() => {
    const add = document.querySelector('button[aria-label="+ Add Burger"]')!;
    add.parentElement!.append(add.cloneNode(true));
  });
  expect(await duplicateNames(cdp)).toEqual(['button "+ add burger" x2']);
});
