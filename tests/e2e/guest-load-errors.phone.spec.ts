// The guest's sent orders that fail to load say so with a Retry (never an empty list), on a phone
// against the real server.
import { expect, test } from "@playwright/test";
import { messages } from "../../src/domain/messages";
import { adminClient, uniqueEmail } from "./fixtures";

test("sent orders that fail to load say so with a Retry, and Retry shows them", async ({ page }) => {
  const admin = await adminClient();
  const user = await admin.collection("users").create({
    email: uniqueEmail("guest-fail"),
    password: "password-123",
    passwordConfirm: "password-123",
    publicLink: `fail${Date.now()}`,
    menuTitle: "Retry Cafe",
    currency: "USD",
  });
  const cat = await admin.collection("categories").create({ title: "Food", order: 0, user: user.id });
  await admin
    .collection("dishes")
    .create({ title: "Apple pie", price: 4, category: cat.id, user: user.id, order: 0, available: true });
  await admin.collection("tables").create({ user: user.id, tableNumber: 1, round: true, diameter: 100, x: 0, y: 0 });

  const reads = "**/api/collections/orders/records?*";
  const failReads = (route: import("@playwright/test").Route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"status":500,"message":"Boom."}' })
      : route.fallback();
  await page.route(reads, failReads);

  await page.goto(`/${user.publicLink}/1`);
  await expect(page.getByRole("heading", { name: "Retry Cafe" })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await page.getByRole("button", { name: "Add Apple pie" }).click();
  await page.getByRole("button", { name: "view and send order (1)" }).click();
  await page.getByRole("button", { name: "Send Order" }).click();
  await expect(page.getByText(messages.orderSent)).toBeVisible();

  const alert = page.getByRole("alert").filter({ hasText: messages.myOrdersLoadFailed });
  await expect(alert).toBeVisible();
  await expect(page.getByText("Status: received")).toHaveCount(0);
  await page.unroute(reads, failReads);
  const retry = alert.getByRole("button", { name: "Retry" });
  const received = page.locator(".my-order").filter({ hasText: "Apple pie" }).getByText("Status: received");
  // A reload of the list's own (the live connection opening) may beat the click.
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1000 });
    await expect(received).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText(messages.myOrdersLoadFailed)).toHaveCount(0);
});
