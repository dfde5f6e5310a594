// A list that fails to load says so with a Retry (never its empty state), and a page whose code
// fails shows an error page with a way back, in a real browser against the real server.
import { expect, test, type Page } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";
import { messages } from "../../src/domain/messages";

/**
 * Makes the page's GET requests matching `pattern` fail with a 500 until `restore()`; `failures()`
 * counts the refused requests.
 */
async function failReads(page: Page, pattern: string) {
  let failures = 0;
  const handler = (route: import("@playwright/test").Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    failures++;
    return route.fulfill({ status: 500, contentType: "application/json", body: '{"status":500,"message":"Boom."}' });
  };
  await page.route(pattern, handler);
  return { failures: () => failures, restore: () => page.unroute(pattern, handler) };
}

const PAGES = [
  {
    path: "/orders",
    reads: "**/api/collections/orders/records?*",
    failed: messages.ordersLoadFailed,
    empty: "No orders waiting to be started.",
  },
  {
    path: "/kitchen",
    reads: "**/api/collections/orders/records?*",
    failed: messages.ordersLoadFailed,
    empty: "No orders to cook. New orders appear here by themselves.",
  },
  {
    path: "/finished-orders",
    reads: "**/api/stats/finished?*",
    failed: messages.finishedLoadFailed,
    empty: "No finished orders yet.",
  },
  {
    path: "/storage",
    reads: "**/api/stats/storage?*",
    failed: messages.storageLoadFailed,
    empty: "No items in storage.",
  },
  {
    path: "/tablesqr",
    reads: "**/api/collections/tables/records?*",
    failed: messages.tablesLoadFailed,
    empty: "No tables yet. Create your first table.",
  },
  {
    path: "/editmenu",
    reads: "**/api/collections/categories/records?*",
    failed: messages.menuLoadFailed,
    empty: "Public menu",
  },
];

test("every owner list that fails to load says so with a Retry, and Retry loads it", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await newOwner("load-fail");
  await signInPage(page, owner);
  for (const p of PAGES) {
    const reads = await failReads(page, p.reads);
    await page.goto(p.path);
    const alert = page.getByRole("alert").filter({ hasText: p.failed });
    const retry = alert.getByRole("button", { name: "Retry" });
    await expect(alert, p.path).toBeVisible();
    await expect(page.getByText(p.empty, { exact: true }), p.path).toHaveCount(0);
    // Retry asks again (still refused here: the error stays, no empty state).
    const before = reads.failures();
    await retry.click();
    await expect.poll(reads.failures, { message: p.path }).toBeGreaterThan(before);
    await expect(alert, p.path).toBeVisible();
    await expect(page.getByText(p.empty, { exact: true }), p.path).toHaveCount(0);
    // The server answers again: Retry loads the list (a reload of the page's own may beat the click).
    await reads.restore();
    await expect(async () => {
      if (await retry.isVisible()) await retry.click({ timeout: 1000 });
      await expect(page.getByText(p.empty, { exact: true })).toBeVisible({ timeout: 1000 });
    }, p.path).toPass();
    await expect(page.getByText(p.failed), p.path).toHaveCount(0);
    // The session is untouched by a failed read.
    await expect(page.getByRole("heading", { name: messages.notLoggedIn })).toHaveCount(0);
  }
});

test("the table map says when the tables could not be loaded, and Retry loads them", async ({ page }) => {
  const owner = await newOwner("map-fail");
  await owner.pb
    .collection("tables")
    .create({ tableNumber: 4, user: owner.user.id, x: 10, y: 10, round: true, diameter: 80 });
  await signInPage(page, owner);
  await page.goto("/orders");
  await expect(page.getByText("No orders waiting to be started.")).toBeVisible();
  const reads = await failReads(page, "**/api/collections/tables/records?*");
  await page.getByRole("button", { name: "Show table map" }).click();
  const dialog = page.getByRole("dialog", { name: "Table layout" });
  await expect(dialog.getByRole("alert")).toHaveText(new RegExp(messages.tablesLoadFailed));
  await expect(dialog.getByText("No tables yet")).toHaveCount(0);
  await reads.restore();
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByRole("button", { name: "Table 4" })).toBeVisible();
});

test("a page whose code cannot be loaded shows an error page with a way back, inside the shell", async ({ page }) => {
  const owner = await newOwner("chunk-fail");
  await signInPage(page, owner);
  await page.route("**/assets/storage-*.js", (route) => route.abort("failed"));
  await page.goto("/storage");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
  // The navigation stays: the error is the page's, not the app's.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders", exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
});
