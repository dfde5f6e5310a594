// A table tab's group cart keeps a dish's option groups and sizes (docs/table-tab.md#ordering-together):
// a phone in a group picks a steak's doneness and a coffee's size in the modal, the group cart shows
// the lines titled with their choices, and the group's order is stored priced from them.
import { expect, test } from "@playwright/test";
import { adminClient } from "./fixtures";
import { newOwner } from "./owner-session";
import { COFFEE_SIZE } from "../helpers/option-groups";

test("a group's phone adds a steak with its doneness and a large coffee; the group order keeps them", async ({
  page,
}) => {
  const owner = await newOwner("group-options");
  const u = owner.user.id;
  const pb = owner.pb;
  owner.user = await pb.collection("users").update(u, { currency: "EUR", tableService: "tab" });
  const cat = await pb.collection("categories").create({ title: "Food", order: 0, user: u });
  await pb.collection("dishes").create({
    title: "Steak",
    price: 22,
    order: 0,
    category: cat.id,
    user: u,
    optionGroups: [
      {
        name: "Doneness",
        min: 1,
        max: 1,
        choices: [
          { name: "Rare", price: 0 },
          { name: "Medium", price: 0 },
        ],
      },
    ],
  });
  await pb.collection("dishes").create({
    title: "Coffee",
    price: 2.5,
    order: 1,
    category: cat.id,
    user: u,
    optionGroups: [COFFEE_SIZE],
  });
  // The table's QR code carries its key (docs/table-tab.md#the-tables-key).
  const table = await pb.collection("tables").create({ tableNumber: 1, user: u });
  await page.goto(`/${owner.user.publicLink}/1?k=${table.key}`);
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await page.getByRole("button", { name: "Start a group order" }).click();
  await expect(page.getByRole("heading", { name: "Group order, table 1" })).toBeVisible();

  await page.getByRole("button", { name: "Add Steak" }).click();
  const steak = page.getByRole("dialog", { name: "Steak" });
  await steak.getByRole("button", { name: "Add to order" }).click();
  await expect(steak.getByRole("alert")).toHaveText("Choose Doneness.");
  await steak.getByRole("radio", { name: "Medium" }).check();
  await steak.getByRole("button", { name: "Add to order" }).click();
  await page.getByRole("button", { name: "Add Coffee" }).click();
  const coffee = page.getByRole("dialog", { name: "Coffee" });
  await coffee.getByRole("radio", { name: /Large/ }).check();
  await coffee.getByRole("button", { name: "Add to order" }).click();

  // The bar stays in view; the group cart shows each line with its choices and their prices.
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole("button", { name: "Group cart (2) 25.90 EUR" })).toBeInViewport();
  await page.getByRole("button", { name: "Group cart (2) 25.90 EUR" }).click();
  const dialog = page.getByRole("dialog", { name: "Group cart" });
  const cart = dialog.getByRole("list", { name: "Group cart" });
  await expect(cart.getByRole("listitem").filter({ hasText: "×" })).toHaveText([
    /^Steak \(Medium\) × 1 \(Guest 1\)\s*Medium\s*22\.00 EUR/,
    /^Coffee, Large × 1 \(Guest 1\)\s*Large 3\.90 EUR\s*3\.90 EUR/,
  ]);

  await dialog.getByRole("button", { name: /Send group order/ }).click();
  await expect(page.getByText("Order sent!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Group cart (0) 0.00 EUR" })).toBeVisible();
  // The bill shows the choices too.
  await page.getByRole("button", { name: /^Bill/ }).click();
  const bill = page.getByRole("dialog", { name: "Bill, table 1" }).getByRole("list", { name: "Bill" });
  await expect(bill.getByText("Large 3.90 EUR")).toBeVisible();
  await expect(bill.getByText("Medium", { exact: true })).toBeVisible();
  const admin = await adminClient();
  const stored = await admin.collection("orders").getFirstListItem(`user = "${u}"`);
  expect(
    stored.items.map((l: { title: string; price: number; options: unknown }) => [l.title, l.price, l.options]),
  ).toEqual([
    ["Steak (Medium)", 22, { Doneness: ["Medium"] }],
    ["Coffee, Large", 3.9, { Size: ["Large"] }],
  ]);
  expect(stored.total).toBe(25.9);
  expect(stored.visit).toMatch(/^[a-z0-9]{15}$/);
});

test("two quick taps on + and Send at once: Send waits for both adds, and the order has both", async ({ page }) => {
  const owner = await newOwner("group-taps");
  const u = owner.user.id;
  const pb = owner.pb;
  owner.user = await pb.collection("users").update(u, { currency: "EUR", tableService: "tab" });
  const cat = await pb.collection("categories").create({ title: "Drinks", order: 0, user: u });
  await pb.collection("dishes").create({ title: "Tea", price: 2, order: 0, category: cat.id, user: u });
  // The table's QR code carries its key (docs/table-tab.md#the-tables-key).
  const table = await pb.collection("tables").create({ tableNumber: 2, user: u });
  await page.goto(`/${owner.user.publicLink}/2?k=${table.key}`);
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await page.getByRole("button", { name: "Start a group order" }).click();
  await expect(page.getByRole("button", { name: "Group cart (0) 0.00 EUR" })).toBeVisible();

  // A slow network: the first add reaches the server 0.5 s late, the second 1.5 s late. The first
  // is answered while the second is still on its way: Send must not go before the second.
  let adds = 0;
  await page.route("**/api/visits/*/cart", async (route) => {
    const late = ++adds === 1 ? 500 : 1500;
    await new Promise((r) => setTimeout(r, late));
    await route.continue();
  });
  await page.getByRole("button", { name: "+ Add Tea" }).click();
  await page.getByRole("button", { name: "+ Add Tea" }).click();
  await page.getByRole("button", { name: /^Group cart \(/ }).click();
  await page
    .getByRole("dialog", { name: "Group cart" })
    .getByRole("button", { name: /Send group order/ })
    .click();
  await expect(page.getByText("Order sent!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Group cart (0) 0.00 EUR" })).toBeVisible();
  const admin = await adminClient();
  const stored = await admin.collection("orders").getFirstListItem(`user = "${u}"`);
  expect(stored.total).toBe(4);
});

test("the same dish by two phones is two bill lines; a dish shared in a split by item splits its cents", async ({
  page,
  browser,
}) => {
  const owner = await newOwner("group-share");
  const u = owner.user.id;
  const pb = owner.pb;
  owner.user = await pb.collection("users").update(u, { currency: "EUR", tableService: "tab" });
  const cat = await pb.collection("categories").create({ title: "Food", order: 0, user: u });
  await pb.collection("dishes").create({ title: "Pizza", price: 10.01, order: 0, category: cat.id, user: u });
  // Ana opened the table's keyed QR link (docs/table-tab.md#the-tables-key); Bo joins by invitation.
  const table = await pb.collection("tables").create({ tableNumber: 3, user: u });
  await page.goto(`/${owner.user.publicLink}/3?k=${table.key}`);
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await page.getByLabel("Your first name (optional)").fill("Ana");
  await page.getByRole("button", { name: "Start a group order" }).click();
  await page.getByRole("button", { name: "Invite others" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to table 3" });
  const url = await invite.getByLabel("Invitation link").inputValue();
  await invite.getByRole("button", { name: /close/i }).first().click();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const bo = await ctx.newPage();
  await bo.goto(url.replace(/^https?:\/\/[^/]+/, ""));
  const toast2 = bo.getByRole("button", { name: "Close welcome message" });
  if (await toast2.isVisible()) await toast2.click();
  await bo.getByLabel("Your first name (optional)").fill("Bo");
  await bo.getByRole("button", { name: "Join the group" }).click();
  await page.getByRole("button", { name: "+ Add Pizza" }).click();
  await bo.getByRole("button", { name: "+ Add Pizza" }).click();
  await expect(page.getByRole("button", { name: "Group cart (2) 20.02 EUR" })).toBeVisible();
  await page.getByRole("button", { name: /^Group cart \(/ }).click();
  await page
    .getByRole("dialog", { name: "Group cart" })
    .getByRole("button", { name: /Send group order/ })
    .click();
  await expect(page.getByText("Order sent!")).toBeVisible();

  // Two bill lines, one each; Ana takes hers, Bo takes his, then Ana shares Bo's: 10.01 in 2 is
  // 5.01 for Bo (who took it first) and 5.00 for Ana.
  await page.getByRole("button", { name: /^Bill/ }).click();
  const bill = page.getByRole("dialog", { name: "Bill, table 3" });
  const lines = bill.getByRole("list", { name: "Bill" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("(Ana)");
  await expect(lines.nth(1)).toContainText("(Bo)");
  await bill.getByRole("group", { name: "Split", exact: true }).getByLabel("By item").check();
  await lines.nth(0).getByRole("button", { name: /^Take/ }).click();
  await bo.getByRole("button", { name: /^Bill/ }).click();
  const boBill = bo.getByRole("dialog", { name: "Bill, table 3" });
  await boBill.getByRole("group", { name: "Split", exact: true }).getByLabel("By item").check();
  await boBill
    .getByRole("list", { name: "Bill" })
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Take/ })
    .click();
  await expect(lines.nth(1)).toContainText("Taken by Bo");
  await lines
    .nth(1)
    .getByRole("button", { name: /^Share/ })
    .click();
  await expect(lines.nth(1)).toContainText("Shared by Bo, Ana");
  await expect(bill.getByRole("list", { name: "Shares" }).getByRole("listitem")).toHaveText([
    /^Ana\s*15\.01 EUR$/,
    /^Bo\s*5\.01 EUR$/,
    /^Total with tip\s*20\.02 EUR$/,
  ]);
  await ctx.close();
});
