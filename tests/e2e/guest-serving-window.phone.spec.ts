// Serving windows on the guest page (docs/menu-and-serving-windows.md#serving-windows): only dishes
// inside their window show, the page re-evaluates as time passes (across midnight too), and a cart
// line that leaves its window cannot be sent. The browser's clock is controlled; the venue is the
// read-only demo menu (Breakfast plate 07:00-11:30, Night cocktail 18:00-02:00), whose time zone is
// UTC. The page follows the venue's clock, not the phone's: the browser here is in Berlin (UTC+1 in
// January).
import { expect, test } from "@playwright/test";

test.use({ timezoneId: "Europe/Berlin" });

test("dishes appear and disappear with their serving windows as time passes", async ({ page }) => {
  // 10:00 at the venue (UTC); 11:00 on the phone's own clock.
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.goto("/demo/3");
  await page.getByRole("button", { name: "Close welcome message" }).click();
  const breakfast = page.getByRole("heading", { name: "Breakfast plate" });
  const cocktail = page.getByRole("heading", { name: "Night cocktail" });
  await expect(breakfast).toBeVisible();
  await expect(cocktail).toBeHidden();

  await page.clock.fastForward("02:00:00"); // 12:00
  await expect(breakfast).toBeHidden();
  await expect(cocktail).toBeHidden();

  await page.clock.fastForward("06:00:00"); // 18:00, window start (inclusive)
  await expect(cocktail).toBeVisible();
  await page.clock.fastForward("07:30:00"); // 01:30 the next day, across midnight
  await expect(cocktail).toBeVisible();
  await expect(breakfast).toBeHidden();
  await page.clock.fastForward("01:00:00"); // 02:30
  await expect(cocktail).toBeHidden();
});

test("a cart line whose dish leaves its window is flagged and blocks the send", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-01-05T11:29:00Z") }); // 11:29 at the venue (UTC)
  await page.goto("/demo/3");
  await page.getByRole("button", { name: "Close welcome message" }).click();
  await page.getByRole("button", { name: "Add Breakfast plate" }).click();
  await page.clock.fastForward("00:03:00"); // 11:32
  await expect(page.getByRole("heading", { name: "Breakfast plate" })).toBeHidden();
  await page.getByRole("button", { name: "view and send order (1)" }).click();
  const order = page.getByRole("dialog", { name: "Your Order" });
  await expect(order.getByText("No longer available", { exact: true })).toBeVisible();
  await expect(order.getByRole("button", { name: "Send Order" })).toBeDisabled();
});
