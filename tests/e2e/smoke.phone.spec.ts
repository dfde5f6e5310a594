import { expect, test } from "@playwright/test";

test("on a phone the navigation slides in from the menu button and closes on navigation", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Register" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await nav.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(nav.getByRole("link", { name: "Register" })).toBeHidden();
});
