// A new venue's first hour on a laptop (docs/storefront.md#first-hour-checklist), in a real
// Chromium against the real server: a new owner sees the checklist on Orders, each step links to
// its place and ticks itself once done, the test order from the owner's own guest menu is marked
// as one, and the dismissed checklist never comes back. Also the look of the menu (brand colour)
// set in Edit menu, and axe-core on the new states.
import AxeBuilder from "@axe-core/playwright";
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { messages } from "../../src/domain/messages";
import { newOwner, signInPage } from "./owner-session";

async function expectAccessible(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, `axe in state "${state}"`).toEqual([]);
}

test("a new owner sees the first-hour checklist and ticks each step", async ({ page, context }) => {
  const owner = await newOwner("firsthour");
  await signInPage(page, owner);
  await page.goto("/orders");
  const list = page.getByRole("region", { name: "Your first hour" });
  await expect(list).toBeVisible();
  await expect(list.getByText("0 of 5 done")).toBeVisible();
  await expectAccessible(page, "checklist");
  const step = (key: string) => list.locator(`li[data-step="${key}"]`);

  // 1. A category and a dish: the link goes to Edit menu; the tick follows live.
  await list.getByRole("link", { name: "Add a category and a dish" }).click();
  await expect(page).toHaveURL(/\/editmenu$/);
  const cat = await owner.pb.collection("categories").create({ title: "Drinks", order: 0, user: owner.user.id });
  await page.goBack();
  await expect(step("menu")).not.toHaveClass(/is-done/);
  await owner.pb
    .collection("dishes")
    .create({ title: "Lemonade", price: 3, category: cat.id, user: owner.user.id, order: 0, available: true });
  await expect(step("menu")).toHaveClass(/is-done/);
  await expect(step("menu")).toContainText("(done)");

  // 2. Menu info, saved in Edit menu's form; with it a brand colour, refused while too light.
  await list.getByRole("link", { name: "Set your menu info" }).click();
  await expect(page).toHaveURL(/\/editmenu#menu-info-title$/);
  const info = page.getByRole("form", { name: "Public menu info" });
  await info.getByLabel("Menu description").fill("Fresh drinks all day.");
  await info.getByLabel("Currency").fill("EUR");
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByText("Menu updated successfully!")).toBeVisible();
  const look = page.getByRole("form", { name: "Look of your menu" });
  await look.getByLabel("Use a brand colour").check();
  await look.getByLabel("Brand colour", { exact: true }).fill("#ffcc00");
  await expect(look.getByText(/too light for white button text/)).toBeVisible();
  await look.getByLabel("Brand colour", { exact: true }).fill("#8b1e3f");
  await look.getByRole("button", { name: "Save look" }).click();
  await expect(page.getByText(messages.lookSaved)).toBeVisible();
  await expectAccessible(page, "look of the menu");
  await page.goto("/orders");
  await expect(step("info")).toHaveClass(/is-done/);

  // 3. Tables and their printed QR codes.
  await list.getByRole("link", { name: "Add tables and print their QR codes" }).click();
  await expect(page).toHaveURL(/\/tablesqr$/);
  await owner.pb.collection("tables").create({ user: owner.user.id, tableNumber: 1, round: true, diameter: 100 });
  await expect(page.getByRole("button", { name: "Table 1", exact: true })).toBeVisible();
  await page.evaluate(() => (window.print = () => {}));
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await page.goto("/orders");
  await expect(step("tables")).toHaveClass(/is-done/);

  // 4. The owner's own guest menu (same browser): a test order, marked as one on Orders.
  const [guest] = await Promise.all([
    context.waitForEvent("page"),
    list.getByRole("link", { name: "Open your menu as a guest and send a test order" }).click(),
  ]);
  await expect(guest.getByText("orders you send here are test orders")).toBeVisible();
  await expect(guest.getByRole("button", { name: "call waiter" })).toHaveCSS("background-color", "rgb(139, 30, 63)");
  const toast = guest.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await guest.getByRole("button", { name: "Add Lemonade" }).click();
  await guest.getByRole("button", { name: "view and send order (1)" }).click();
  await guest.getByRole("button", { name: "Send Order" }).click();
  await expect(guest.getByText("Order sent!")).toBeVisible();
  await guest.close();
  await expect(page.getByText("Test order", { exact: true })).toBeVisible();
  await expect(step("test-order")).toHaveClass(/is-done/);

  // 5. Notifications: the step opens the bell's dialog. A headless browser has no push service to
  // subscribe with, so the subscription the bell would store is stored through the API.
  await list.getByRole("button", { name: "Turn on notifications for new orders" }).click();
  const push = page.getByRole("dialog");
  await expect(push).toBeVisible();
  await owner.pb.collection("push_subscriptions").create({
    user: owner.user.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
    p256dh: crypto.createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  });
  await page.keyboard.press("Escape");
  await expect(step("notifications")).toHaveClass(/is-done/);
  await expect(list.getByText("All set: your venue is ready for guests.")).toBeVisible();
  await expect(list.getByText("5 of 5 done")).toBeVisible();
  await expectAccessible(page, "checklist done");

  // Dismissed for good: not after a reload, not in a new session.
  await list.getByRole("button", { name: "Hide this checklist for good" }).click();
  await expect(list).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(list).toHaveCount(0);
  expect((await owner.pb.collection("users").getOne(owner.user.id)).checklistOpen).toBe(false);
});

test("a venue that did not sign up through the app (the demo, older venues) never sees the checklist", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@example.com");
  await page.getByLabel("Password").fill("demo-password-123");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.locator(".first-hour")).toHaveCount(0);
});
