// Finished orders at volume (docs/sales.md): the exact total from the server, pages of 50, the sales
// section (charts with a table alternative, average order, top dishes, waiter calls), the CSV
// export, live totals, and bad dates in the URL showing an empty state. Storage pages its entries.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { adminClient } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

test("finished orders: exact total, pages of 50, sales, CSV, live, bad dates", async ({ page }) => {
  const owner = await newOwner("sales");
  await owner.pb.collection("users").update(owner.user.id, { currency: "EUR" });
  const admin = await adminClient();
  const base = { user: owner.user.id, userSlug: "", tableSlug: "3", started: true, finished: true };
  const soup = { dishId: "soup1", title: "Soup", price: 4.35, count: 2, modifiers: {} };
  const ids: string[] = [];
  for (let i = 0; i < 50; i++)
    ids.push((await admin.collection("orders").create({ ...base, items: [soup], total: 8.7 })).id);
  await admin
    .collection("orders")
    .create({ ...base, items: [{ dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }], total: 0 });

  await signInPage(page, owner);
  await page.goto("/finished-orders");
  // 50 x 8.70 = 435.00 exactly (summed in cents on the server).
  await expect(page.getByTestId("finished-total")).toContainText("Total: 435.00 EUR · 50 orders · 1 waiter call");
  await expect(page.getByRole("article", { name: "Finished order, table 3" })).toHaveCount(50);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toContainText("Page 1 of 2");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("article", { name: "Finished order, table 3" })).toHaveCount(1);
  await expect(page.getByTestId("finished-total")).toContainText("Total: 435.00 EUR");

  // Sales of the range.
  const sales = page.getByRole("region", { name: "Sales" });
  await expect(sales.getByRole("region", { name: "Average order value" })).toContainText("8.70 EUR over 50 orders");
  await expect(sales.getByRole("region", { name: "Waiter calls" })).toContainText("Pay Cash1");
  await expect(sales.getByRole("region", { name: "Top dishes by count" })).toContainText(
    "Soup — 100 sold · 435.00 EUR",
  );
  await expect(sales.getByRole("region", { name: "Top dishes by revenue" })).toContainText(
    "Soup — 435.00 EUR · 100 sold",
  );
  const chart = sales.getByRole("img", { name: /Revenue per day in EUR/ });
  await expect(chart).toBeVisible();
  await sales.getByText("Revenue per day in EUR: show as a table").click();
  await expect(
    sales.getByRole("table", { name: "Revenue per day in EUR" }).getByRole("cell", { name: "435.00" }),
  ).toBeVisible();

  // CSV export of the range: a header and one line per order.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const text = fs.readFileSync((await download.path()) as string, "utf8").replace(/^\uFEFF/, "");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toBe("Order,Created (UTC),Finished (UTC),Table,Items,Total,Currency,Payment,Tip");
  expect(lines).toHaveLength(52);
  expect(lines.filter((l) => l.endsWith(",3,Soup × 2,8.70,EUR,,"))).toHaveLength(50);

  // Live: a deleted order leaves the total.
  await owner.pb.collection("orders").delete(ids[0]);
  await expect(page.getByTestId("finished-total")).toContainText("Total: 426.30 EUR · 49 orders · 1 waiter call");

  // Bad input is an empty state with a zero total, never an error page.
  await page.goto("/finished-orders?from=garbage");
  await expect(page.getByText("A date in the address is not valid: no orders shown.")).toBeVisible();
  await expect(page.getByTestId("finished-total")).toHaveText("Total: 0.00 EUR");
  await expect(page.getByText("No finished orders in this period.")).toBeVisible();
  await page.goto("/finished-orders?from=2026-02-01T00%3A00&to=2026-01-01T00%3A00");
  await expect(page.getByText("From is after To: no orders in this period.")).toBeVisible();
  await expect(page.getByTestId("finished-total")).toHaveText("Total: 0.00 EUR");
  await page.goto("/finished-orders?from=2099-01-01T00%3A00");
  await expect(page.getByTestId("finished-total")).toHaveText("Total: 0.00 EUR");
  await expect(page.getByRole("region", { name: "Sales" })).toHaveCount(0);
});

test("storage: server totals over every page, a group's entries in pages of 100", async ({ page }) => {
  const owner = await newOwner("stock");
  const admin = await adminClient();
  for (let i = 0; i < 101; i++)
    await admin.collection("storage").create({ item: "Flour", quantity: 10, unit: "gram", user: owner.user.id });
  await signInPage(page, owner);
  await page.goto("/storage");
  const flour = page.getByRole("list", { name: "Storage items" }).getByRole("listitem", { name: "Flour 1010 gram" });
  await expect(flour.getByRole("heading", { name: "Flour 1010 gram" })).toBeVisible();
  const entries = flour.getByRole("list", { name: "Flour gram entries" });
  await expect(entries.getByRole("listitem")).toHaveCount(100);
  await expect(flour.getByText("Entries 1–100 of 101, more on the next page")).toBeVisible();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next" }).click();
  await expect(entries.getByRole("listitem")).toHaveCount(1);
  await expect(flour.getByText("Entries 101–101 of 101, continued from the previous page")).toBeVisible();
  await page.goto("/storage?to=nonsense");
  await expect(page.getByText("No items in storage.")).toBeVisible();
  await expect(page.getByText("A date in the address is not valid: nothing shown.")).toBeVisible();
});

test("finished orders: filters and CSV read in the venue's zone, not the browser's", async ({ page }) => {
  const owner = await newOwner("zone");
  // Tokyo is UTC+9 all year; the test browser runs in UTC.
  await owner.pb.collection("users").update(owner.user.id, { currency: "EUR", timeZone: "Asia/Tokyo" });
  const admin = await adminClient();
  await admin.collection("orders").create({
    user: owner.user.id,
    userSlug: "",
    tableSlug: "3",
    started: true,
    finished: true,
    items: [{ dishId: "soup1", title: "Soup", price: 4.35, count: 2, modifiers: {} }],
    total: 8.7,
  });
  const tokyo = (ms: number) => {
    const d = new Date(ms + 9 * 3600_000).toISOString();
    return d.slice(0, 16);
  };
  await signInPage(page, owner);
  // Ten minutes ago in Tokyo: the order is in; read in the browser's UTC it would be 9 hours ahead.
  const from = tokyo(Date.now() - 10 * 60_000);
  await page.goto(`/finished-orders?from=${encodeURIComponent(from)}`);
  await expect(page.getByTestId("finished-total")).toContainText("Total: 8.70 EUR");
  await expect(page.getByRole("article", { name: "Finished order, table 3" })).toHaveCount(1);
  const fromBox = page.getByRole("textbox", { name: "From" });
  await expect(fromBox).toHaveValue(from);
  // The line under the box (its description) says the bound in the venue's format and zone.
  const [, mm, dd] = from.slice(0, 10).split("-");
  const month = new Date(Date.UTC(2000, Number(mm) - 1, 1)).toLocaleString("en-GB", { month: "long" });
  const shown = `${Number(dd)}. ${month}. ${from.slice(11, 16)} (Tokyo time)`;
  await expect(fromBox).toHaveAccessibleDescription(shown);
  await expect(page.getByRole("textbox", { name: "To" })).toHaveAccessibleDescription("Tokyo time");
  // Ten minutes ahead in Tokyo: nothing yet.
  await page.goto(`/finished-orders?from=${encodeURIComponent(tokyo(Date.now() + 10 * 60_000))}`);
  await expect(page.getByText("No finished orders in this period.")).toBeVisible();

  await page.goto(`/finished-orders?from=${encodeURIComponent(from)}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path()) as string, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Order,Created (Asia/Tokyo),Finished (Asia/Tokyo),Table,Items,Total,Currency,Payment,Tip");
  expect(lines).toHaveLength(2);
  // The finishing time in Tokyo, at or after the From bound.
  const finished = lines[1].split(",")[2];
  expect(finished.replace(" ", "T").slice(0, 16) >= from).toBe(true);
});
