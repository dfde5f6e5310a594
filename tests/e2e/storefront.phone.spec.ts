// The guest menu as the venue's storefront on a phone (docs/storefront.md), in a real Chromium
// against the real server and the demo venue (its brand colour, cover and photos): jump to a
// category from the sticky bar, search, open a dish in its sheet and add it from there, and no
// serious or critical accessibility violation in any of those states.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function openMenu(page: Page) {
  await page.goto("/demo/1");
  await expect(page.getByRole("heading", { level: 1, name: "Demo Bistro" })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
}

/** axe-core on the page as it is now: no serious or critical violation. */
async function expectAccessible(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, `axe in state "${state}"`).toEqual([]);
}

test("jump to Drinks, search 'lem', open a dish and add it from its sheet", async ({ page }) => {
  await openMenu(page);
  // The brand colour and the cover are in the first paint.
  await expect(page.locator(".guest-cover")).toBeVisible();
  await expect(page.getByRole("button", { name: "call waiter" })).toHaveCSS("background-color", "rgb(154, 52, 18)");
  await expectAccessible(page, "menu");

  const bar = page.getByRole("navigation", { name: "Categories" });
  await expect(bar.getByRole("link", { name: "Starters" })).toHaveAttribute("aria-current", "true");
  await bar.getByRole("link", { name: "Drinks" }).click();
  const drinks = page.getByRole("heading", { level: 2, name: "Drinks" });
  await expect(drinks).toBeFocused();
  await expect(drinks).toBeInViewport();
  // The bar stays on screen and marks where the guest is.
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole("link", { name: "Drinks" })).toHaveAttribute("aria-current", "true");
  await expect(bar.getByRole("link", { name: "Starters" })).not.toHaveAttribute("aria-current", "true");
  // The heading is under the bar, not hidden by it, and the mark stays on Drinks once the scroll ends.
  const barBox = (await bar.boundingBox())!;
  await expect.poll(async () => (await drinks.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  let lastY = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === lastY;
      lastY = y;
      return still;
    })
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(bar.getByRole("link", { name: "Drinks" })).toHaveAttribute("aria-current", "true");
  await expect(bar.getByRole("link", { name: "Desserts" })).not.toHaveAttribute("aria-current", "true");

  // Scrolling back to the top hands the mark back to the first category.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByRole("link", { name: "Starters" })).toHaveAttribute("aria-current", "true");

  const search = page.getByRole("searchbox", { name: "Search dishes" });
  await search.fill("lem");
  await expect(page.getByRole("status").filter({ hasText: "dishes found" })).toHaveText("4 dishes found");
  await expect(page.getByRole("button", { name: "Lemonade", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lemon tart", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Burger", exact: true })).toHaveCount(0);
  await expect(bar.getByRole("link")).toHaveText(["Mains", "Desserts", "Drinks"]);
  await expectAccessible(page, "search");

  // Any query is text: nothing matches, nothing breaks.
  await search.fill('.*[(?<script>"'.repeat(10));
  await expect(page.getByText("No dishes match your search.")).toBeVisible();
  await search.fill("lem");

  await page.getByRole("button", { name: "Lemon tart", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Lemon tart" });
  await expect(sheet).toBeVisible();
  // Where the menu is behind the sheet (a click may have scrolled the dish into view first).
  const before = await page.evaluate(() => window.scrollY);
  // The large picture is the server's 480x320 thumbnail, never the upload itself.
  await expect(sheet.locator("img")).toHaveAttribute("src", /\?thumb=480x320$/);
  await expect(sheet.locator("img")).toHaveJSProperty("complete", true);
  expect(await sheet.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  // The whole description, which the list cuts at 56 characters.
  const full = "Buttery shortcrust, sharp lemon curd, a spoon of crème fraîche.";
  await expect(sheet.getByText(full)).toBeVisible();
  await expect(page.locator(".dish", { hasText: "Lemon tart" }).locator(".dish-desc")).toContainText(
    `${full.slice(0, 56)}...`,
  );
  await expect(sheet.getByText("Contains: Cereals containing gluten, Eggs, Milk")).toBeVisible();
  await expect(sheet.getByText("Vegetarian")).toBeVisible();
  await expectAccessible(page, "dish sheet");

  await sheet.getByRole("checkbox", { name: "Scoop of vanilla ice cream" }).check();
  await sheet.getByRole("button", { name: "Add to order" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "view and send order (1)" })).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);

  await page.getByRole("button", { name: "view and send order (1)" }).click();
  const order = page.getByRole("dialog", { name: "Your Order" });
  await expect(order.getByText("Lemon tart")).toBeVisible();
  await expect(order.getByText("Scoop of vanilla ice cream")).toBeVisible();
});

test("closing a dish sheet with Escape returns to the same place in the menu", async ({ page }) => {
  await openMenu(page);
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Desserts" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Desserts" })).toBeInViewport();
  await page.getByRole("button", { name: "Tiramisu", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Tiramisu" })).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Tiramisu" })).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
