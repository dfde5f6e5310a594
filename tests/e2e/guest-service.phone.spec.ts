// The guest page in a busy service (issue 29, issue 21 point 11): the waiter is one tap away with a
// full cart, the newest order's state stays in view, a waiting order the server refuses says why,
// and an order the venue deleted still says what it was. Each page is checked with axe-core.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import { messages, msg } from "../../src/domain/messages";
import { adminClient, uniqueEmail } from "./fixtures";

async function venue(admin: PocketBase) {
  const user = await admin.collection("users").create({
    email: uniqueEmail("service"),
    password: "password-123",
    passwordConfirm: "password-123",
    menuTitle: "Service Cafe",
    menuDescription: "Fresh every day",
    currency: "EUR",
  });
  const cat = await admin.collection("categories").create({ title: "Food", order: 0, user: user.id });
  const fries = await admin
    .collection("dishes")
    .create({ title: "Fries", price: 3, category: cat.id, user: user.id, order: 0, available: true });
  await admin
    .collection("dishes")
    .create({ title: "Salad", price: 5, category: cat.id, user: user.id, order: 1, available: true });
  // A menu longer than the phone's screen, so the sent-orders list starts out of view.
  for (let i = 1; i <= 8; i++)
    await admin
      .collection("dishes")
      .create({ title: `Soup ${i}`, price: 4, category: cat.id, user: user.id, order: 1 + i, available: true });
  await admin.collection("tables").create({ user: user.id, tableNumber: 2, round: true, diameter: 90, x: 0, y: 0 });
  const orders = () => admin.collection("orders").getFullList({ filter: admin.filter("user = {:u}", { u: user.id }) });
  return { user, fries, orders };
}

async function open(page: Page, link: string) {
  await page.goto(`/${link}/2`);
  await expect(page.getByRole("heading", { name: "Service Cafe" })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
}

async function expectNoSeriousAxe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a guest with a full cart calls a waiter, keeps the cart, and sees the call's state pinned above the bar", async ({
  page,
}) => {
  const admin = await adminClient();
  const v = await venue(admin);
  // First visit: the welcome toast is open, and it does not cover the venue's name.
  await page.goto(`/${v.user.publicLink}/2`);
  await expect(page.getByRole("heading", { name: "Service Cafe" })).toBeVisible();
  const toast = page.locator(".welcome-toast");
  await expect(toast).toBeVisible();
  const title = (await page.getByRole("heading", { name: "Service Cafe" }).boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThan(title.y + title.height);
  await page.getByRole("button", { name: "Close welcome message" }).click();

  await page.getByRole("button", { name: "Add Fries" }).click();
  await page.getByRole("button", { name: "Add Salad" }).click();
  await expect(page.getByRole("button", { name: "view and send order (2)" })).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole("button", { name: "call waiter" }).click();
  await page.getByRole("dialog", { name: "Call Waiter" }).getByRole("button", { name: "Pay Card" }).click();
  await expect(page.getByText(messages.waiterCalled)).toBeVisible();
  // The cart is still there, and the call's state shows where the guest is looking.
  await expect(page.getByRole("button", { name: "view and send order (2)" })).toBeVisible();
  const strip = page.getByTestId("order-status-strip");
  await expect(strip).toContainText("Waiter called: paying by card");
  await expect(strip).toContainText("received");
  const stripBox = (await strip.boundingBox())!;
  expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  // The banner stacks under the strip, in the bottom bar: neither covers the other, nor a button.
  const banner = (await page.locator(".bottom-bar .banner").boundingBox())!;
  expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(banner.y + 0.5);
  for (const name of ["view and send order (2)", "call waiter"]) {
    const button = (await page.getByRole("button", { name }).boundingBox())!;
    expect(banner.y + banner.height).toBeLessThanOrEqual(button.y + 0.5);
  }
  // Once the list itself is in view the strip steps aside (no second copy of the same words).
  await page.getByRole("heading", { name: "Sent orders" }).scrollIntoViewIfNeeded();
  await expect(strip).toBeHidden();
  await expect(page.getByText("Waiter called: paying by card")).toHaveCount(1);
  // The success banner closes by itself.
  await expect(page.getByText(messages.waiterCalled)).toBeHidden({ timeout: 15_000 });

  const stored = await v.orders();
  expect(stored).toHaveLength(1);
  expect(stored[0].items).toEqual([{ dishId: "card", title: "Pay Card", price: 0, count: 1, modifiers: {} }]);
  await page.screenshot({ path: "/tmp/h5shots/guest-cart-waiter-360.png" });
});

test("a waiting order the server refuses says why, with a way back to the menu; a deleted order says what it was", async ({
  page,
  context,
}) => {
  const admin = await adminClient();
  const v = await venue(admin);
  await open(page, v.user.publicLink);

  // Sent and then deleted by the venue: the guest still sees what it was.
  await page.getByRole("button", { name: "Add Salad" }).click();
  await page.getByRole("button", { name: "view and send order (1)" }).click();
  await page.getByRole("dialog", { name: "Your Order" }).getByRole("button", { name: "Send Order" }).click();
  const salad = page.locator(".my-order").filter({ hasText: "Salad" });
  await expect(salad.getByText("Status: received")).toBeVisible();
  await admin.collection("orders").delete((await v.orders())[0].id);
  await expect(salad.getByText("Status: removed by the venue")).toBeVisible();
  await expect(salad).toContainText("5.00 EUR");

  // Offline: the order waits; the dish sells out meanwhile; back online the server refuses it.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Add Fries" }).click();
  await page.getByRole("button", { name: "view and send order (1)" }).click();
  await page.getByRole("dialog", { name: "Your Order" }).getByRole("button", { name: "Send Order" }).click();
  await expect(page.getByText(messages.orderQueuedOffline)).toBeVisible();
  await admin.collection("dishes").update(v.fries.id, { available: false });
  await context.setOffline(false);
  const banner = page.getByRole("alert").filter({ hasText: "was not sent" });
  await expect(banner).toHaveText(
    new RegExp(
      msg("orderRefusedAfterOffline", { lines: "Fries", reason: "Fries is sold out." }).replace(/[()]/g, "\\$&"),
    ),
    { timeout: 20_000 },
  );
  await expect(banner).not.toContainText(messages.orderSendFailed);
  await expect(page.locator(".my-order[data-status='waiting']")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/h5shots/guest-refused-360.png" });
  await expectNoSeriousAxe(page);
  await banner.getByRole("button", { name: messages.backToMenu }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await v.orders()).toHaveLength(0);
});
