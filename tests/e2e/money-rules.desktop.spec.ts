// Money rules in Chromium (docs/tax-and-receipts.md): the owner's tax and service charge settings
// (a clear message for a wrong rate, nothing saved; then saved), screenshots at 390/1024/1280 px;
// and the guest's struck-through price while a price list holds, with the browser's clock set; the
// tax rate by category and dish, a fixed lunch price, the accountant's view, a tab's bill with tax
// added and the service charge (no serious or critical axe violation on the new screens).
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import PocketBase from "pocketbase";
import { newOwner, signInPage } from "./owner-session";
import { kitchenVenue } from "./kitchen-helpers";
import { keyedLink } from "./table-link";

/** No serious or critical axe violation on `page` in `state`. */
async function expectAccessible(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, `axe in state "${state}"`).toEqual([]);
}

test("the owner sets tax rates and a service charge; a wrong rate is refused with a clear message", async ({
  page,
}) => {
  const owner = await newOwner("money");
  await signInPage(page, owner);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Tax and service charge" });
  await expect(form).toBeVisible();
  await form.getByLabel("Menu prices").selectOption("inclusive");
  await form.getByLabel("Rate 1 name").fill("Food");
  await form.getByLabel("Rate 1 percent").fill("7.125");
  await form.getByLabel("Rate 2 name").fill("Drinks");
  await form.getByLabel("Rate 2 percent").fill("19");
  await form.getByLabel("Default rate").selectOption({ label: "Food" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The rate 'Food' can have at most two decimals." }),
  ).toBeVisible();
  expect((await owner.pb.collection("users").getOne(owner.user.id)).moneyRules).toBeNull();

  await form.getByLabel("Rate 1 percent").fill("7");
  await form.getByLabel("Percent (0 to 30, empty: none)").fill("10");
  await form.getByLabel("From how many guests at the table (1: always)").fill("6");
  await form.getByLabel("Service charge taxed at").selectOption({ label: "Food" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tax and service charge saved.")).toBeVisible();
  const saved = (await owner.pb.collection("users").getOne(owner.user.id)).moneyRules;
  expect(saved.tax.rates).toEqual([
    { id: "r1", name: "Food", percent: 7 },
    { id: "r2", name: "Drinks", percent: 19 },
  ]);
  expect(saved.service).toEqual({ percent: 10, minGuests: 6, rate: "r1" });

  // Prices by the hour: a happy hour, then an overlapping list refused with the rule said.
  const lists = page.getByRole("form", { name: "New price list" });
  await lists.getByLabel("Name").fill("Happy hour");
  await lists.getByLabel("Percent off").fill("20");
  await lists.getByRole("button", { name: "Add price list" }).click();
  await expect(page.getByText("Price list saved.")).toBeVisible();
  await expect(page.getByText("Happy hour: Mon, Tue, Wed, Thu, Fri 17:00-19:00, 20 % off every dish")).toBeVisible();
  await lists.getByLabel("Name").fill("Late");
  await lists.getByLabel("From").fill("18:30");
  await lists.getByLabel("To").fill("20:00");
  await lists.getByLabel("Percent off").fill("10");
  await lists.getByRole("button", { name: "Add price list" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "'Happy hour' and 'Late' overlap: one price list at a time." }),
  ).toBeVisible();
  const stored = (await owner.pb.collection("users").getOne(owner.user.id)).moneyRules;
  expect(stored.priceLists.map((l: { name: string }) => l.name)).toEqual(["Happy hour"]);
  expect(stored.tax.rates).toHaveLength(2);
  // Receipt details: a legal name is required once any detail is given.
  const receipts = page.getByRole("form", { name: "Receipt details" });
  await receipts.getByLabel("Tax number").fill("DE123456789");
  await receipts.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "A receipt needs the venue's legal name (up to 120 characters)." }),
  ).toBeVisible();
  await receipts.getByLabel("Legal name").fill("Soup Ltd");
  await receipts.getByLabel("Address").fill("1 Main Street, Berlin");
  await receipts.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Receipt details saved.")).toBeVisible();
  const withReceipt = (await owner.pb.collection("users").getOne(owner.user.id)).moneyRules;
  expect(withReceipt.receipt).toEqual({
    legalName: "Soup Ltd",
    address: "1 Main Street, Berlin",
    taxNumber: "DE123456789",
  });
  expect(withReceipt.priceLists).toHaveLength(1);
  expect(withReceipt.tax.rates).toHaveLength(2);
  const listsCard = page.locator("section", { has: page.getByRole("heading", { name: "Prices by the hour" }) });

  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `docs/screenshots/settings-money-${width}.png` });
    await listsCard.scrollIntoViewIfNeeded();
    await listsCard.screenshot({ path: `docs/screenshots/settings-price-lists-${width}.png` });
    await receipts.scrollIntoViewIfNeeded();
    await receipts.screenshot({ path: `docs/screenshots/settings-receipts-${width}.png` });
  }
});

test("the guest sees the happy-hour price, the normal one struck through, until when", async ({ page }) => {
  const owner = await newOwner("happy");
  const pb = owner.pb;
  const id = owner.user.id;
  await pb.collection("tables").create({ user: id, tableNumber: 1 });
  const drinks = await pb.collection("categories").create({ title: "Drinks", order: 0, user: id });
  await pb.collection("dishes").create({ title: "Beer", price: 4.5, category: drinks.id, user: id, order: 0 });
  await pb.collection("users").update(id, {
    timeZone: "UTC",
    checklistOpen: false,
    moneyRules: {
      priceLists: [
        {
          id: "h",
          name: "Happy hour",
          days: [1, 2, 3, 4, 5],
          from: "17:00",
          to: "19:00",
          percentOff: 20,
          categories: [drinks.id],
        },
      ],
    },
  });
  // Monday 5 January 2026, 18:58 at the venue (UTC).
  await page.clock.install({ time: new Date("2026-01-05T18:58:00Z") });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/${owner.user.publicLink}/1`);
  const close = page.getByRole("button", { name: "Close welcome message" });
  if (await close.isVisible().catch(() => false)) await close.click();
  const price = page.locator(".dish-price").first();
  await expect(price).toContainText("3.60");
  await expect(price.locator("s")).toContainText("4.50");
  await expect(price).toContainText("until 19:00");
  await page.screenshot({ path: "docs/screenshots/guest-happy-hour-390.png" });
  await page.clock.fastForward("00:02:30"); // 19:00:30: the list ended
  await expect(price).toHaveText("4.50");
});

test("the owner sets the tax rate by category and dish, a fixed lunch price, and reads the accountant's view", async ({
  page,
}) => {
  const owner = await newOwner("overrides");
  const pb = owner.pb;
  const id = owner.user.id;
  await pb.collection("tables").create({ user: id, tableNumber: 1 });
  const food = await pb.collection("categories").create({ title: "Food", order: 0, user: id });
  const drinks = await pb.collection("categories").create({ title: "Drinks", order: 1, user: id });
  const soup = await pb
    .collection("dishes")
    .create({ title: "Soup", price: 10, category: food.id, user: id, order: 0 });
  await pb.collection("dishes").create({ title: "Salad", price: 8, category: food.id, user: id, order: 1 });
  const juice = await pb
    .collection("dishes")
    .create({ title: "Juice", price: 4.5, category: drinks.id, user: id, order: 0 });
  await pb.collection("users").update(id, {
    checklistOpen: false,
    moneyRules: {
      tax: {
        mode: "exclusive",
        rates: [
          { id: "food", name: "Food", percent: 7 },
          { id: "drinks", name: "Drinks", percent: 19 },
        ],
        defaultRate: "food",
      },
      service: { percent: 10, minGuests: 1, rate: "food" },
    },
  });
  await signInPage(page, owner);
  await page.goto("/settings");
  const overrides = page.getByRole("form", { name: "Tax rate by category and dish" });
  await expect(overrides).toBeVisible();
  await overrides
    .getByRole("group", { name: "Drinks" })
    .getByLabel("Rate of the category")
    .selectOption({ label: "Drinks 19%" });
  // Juice is food by law here: its own rate wins over its category's.
  await overrides.getByLabel("Juice").selectOption({ label: "Food 7%" });
  await overrides.getByRole("button", { name: "Save rates" }).click();
  await expect(page.getByText("Tax rates by category and dish saved.")).toBeVisible();
  const saved = (await pb.collection("users").getOne(id)).moneyRules;
  expect(saved.tax.categories).toEqual({ [drinks.id]: "drinks" });
  expect(saved.tax.dishes).toEqual({ [juice.id]: "food" });
  expect(saved.service).toEqual({ percent: 10, minGuests: 1, rate: "food" });

  // A fixed lunch price for the soup.
  const lists = page.getByRole("form", { name: "New price list" });
  await lists.getByLabel("Name").fill("Lunch");
  await lists.getByLabel("From").fill("11:30");
  await lists.getByLabel("To").fill("14:00");
  await lists.getByLabel("Fixed prices for some dishes").check();
  await lists.getByRole("combobox", { name: "Dish", exact: true }).selectOption({ label: "Soup (10.00)" });
  await lists.getByLabel("Price in the window").fill("7,9");
  await lists.getByRole("button", { name: "Add dish" }).click();
  await expect(lists.getByRole("list", { name: "Dishes at a fixed price" })).toContainText("Soup: 7.90");
  await lists.getByRole("button", { name: "Add price list" }).click();
  await expect(page.getByText("Price list saved.")).toBeVisible();
  await expect(page.getByText("Lunch: Mon, Tue, Wed, Thu, Fri 11:30-14:00, fixed: Soup 7.90")).toBeVisible();
  const stored = (await pb.collection("users").getOne(id)).moneyRules;
  expect(stored.priceLists[0]).toMatchObject({ name: "Lunch", fixed: { [soup.id]: 790 } });
  expect(stored.tax.dishes).toEqual({ [juice.id]: "food" });

  const listsCard = page.locator("section", { has: page.getByRole("heading", { name: "Prices by the hour" }) });
  const overridesCard = page.locator("section", {
    has: page.getByRole("heading", { name: "Tax rate by category and dish" }),
  });
  await expectAccessible(page, "settings: tax rates by category and dish, fixed prices");
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await overridesCard.scrollIntoViewIfNeeded();
    await overridesCard.screenshot({ path: `docs/screenshots/settings-tax-overrides-${width}.png` });
    await lists.getByLabel("Fixed prices for some dishes").check();
    await listsCard.scrollIntoViewIfNeeded();
    await listsCard.screenshot({ path: `docs/screenshots/settings-fixed-prices-${width}.png` });
  }

  // A finished order (tax added: 10.00 soup at 7 %, 4.50 juice at 7 %): the accountant's view.
  const order = await new PocketBase(pb.baseURL).collection("orders").create(
    {
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [
        { dishId: soup.id, count: 1 },
        { dishId: juice.id, count: 1 },
      ],
      clientRequestId: `overrides-${Date.now()}`,
    },
    { headers: { "X-Guest-Token": `guest-overrides-${"o".repeat(24)}` } },
  );
  await pb.collection("orders").update(order.id, { started: true, finished: true });
  await page.goto("/finished-orders");
  const report = page.getByRole("region", { name: "Tax and service charge", exact: true });
  const table = report.getByRole("table");
  await expect(table).toBeVisible();
  const period = table.getByRole("row", { name: /^Period/ });
  // The soup's fixed price holds only at lunch; the order's price is whichever held when it was sent.
  const net = Math.round(order.total * 100);
  const tax = net === 1450 ? 70 + 32 : 55 + 32;
  await expect(period).toContainText(`${(net / 100).toFixed(2)}`);
  await expect(period).toContainText(`${(tax / 100).toFixed(2)}`);
  await expectAccessible(page, "finished orders: tax and service charge");
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await report.scrollIntoViewIfNeeded();
    await report.screenshot({ path: `docs/screenshots/finished-tax-and-service-${width}.png` });
  }
});

test("a table tab's bill on the phone: tax added and the service charge before the tip", async ({ page, browser }) => {
  const v = await kitchenVenue("taxtab", [2]);
  await v.owner.pb.collection("users").update(v.owner.user.id, {
    tableService: "tab",
    checklistOpen: false,
    moneyRules: {
      tax: { mode: "exclusive", rates: [{ id: "food", name: "Food", percent: 10 }], defaultRate: "food" },
      service: { percent: 10, minGuests: 1, rate: "food" },
    },
  });
  await signInPage(page, v.owner);
  const keyed = await keyedLink(page, v.owner.user.publicLink, 2);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const anna = await ctx.newPage();
  await anna.goto(keyed);
  const toast = anna.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible().catch(() => false)) await toast.click();
  await anna.getByRole("button", { name: "Start a group order" }).click();
  await expect(anna.getByRole("heading", { name: "Group order, table 2" })).toBeVisible();
  await anna.getByRole("button", { name: "+ Add Tea" }).click();
  await anna.getByRole("button", { name: /^Group cart \(1\)/ }).click();
  await anna.getByRole("button", { name: /Send group order/ }).click();
  await expect(anna.getByText("Order sent!")).toBeVisible();
  await anna.getByRole("button", { name: /^Bill/ }).click();
  const bill = anna.getByRole("dialog", { name: "Bill, table 2" });
  // Tea 2.00; service 10 % 0.20; tax 10 % on both, added: 0.22; left to pay 2.42.
  const money = bill.getByRole("list", { name: "Left to pay, before the tip" });
  await expect(money.getByRole("listitem").filter({ hasText: "Subtotal" })).toContainText("2.00");
  await expect(money.getByRole("listitem").filter({ hasText: "Service charge 10%" })).toContainText("0.20");
  await expect(money.getByRole("listitem").filter({ hasText: "Tax Food 10%" })).toContainText("0.22");
  await expect(money.getByRole("listitem").filter({ hasText: "Left to pay" })).toContainText("2.42");
  // The tip (10 %) is on the lines with their tax (2.20), never on the service charge: 2.42 + 0.22.
  await bill.getByRole("group", { name: "Tip", exact: true }).getByRole("radio", { name: "10%" }).check();
  await expect(bill.getByRole("list", { name: "Shares" })).toContainText("2.64");
  await expectAccessible(anna, "phone: the bill with tax added and the service charge");
  await bill.screenshot({ path: "docs/screenshots/guest-bill-tip-390.png" });
  await money.scrollIntoViewIfNeeded();
  await bill.screenshot({ path: "docs/screenshots/guest-bill-tax-service-390.png" });
  await ctx.close();
});
