// At a venue with tax added (docs/tax-and-receipts.md#what-staff-see), in Chromium: a plain order's
// card on the Orders board and in Finished orders shows what the guest owes (net, tax, total with
// tax, the server's figures); screenshots at 390/1024/1280 px. A venue without tax keeps "Total".
import { expect, test } from "@playwright/test";
import PocketBase from "pocketbase";
import { baseURL } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

test("a plain order at a venue with tax added shows net, tax and the total with tax to the staff", async ({ page }) => {
  const owner = await newOwner("order-due");
  const pb = owner.pb;
  const id = owner.user.id;
  await pb.collection("tables").create({ user: id, tableNumber: 1 });
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: id });
  const dish = await pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: id, order: 0 });
  await pb.collection("users").update(id, {
    currency: "USD",
    checklistOpen: false,
    moneyRules: { tax: { mode: "exclusive", rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" } },
  });
  const guest = new PocketBase(baseURL);
  guest.autoCancellation(false);
  const order = await guest.collection("orders").create(
    {
      userSlug: owner.user.publicLink,
      tableSlug: "1",
      items: [{ dishId: dish.id, count: 3 }],
      clientRequestId: `order-due-${Date.now()}`,
    },
    { headers: { "X-Guest-Token": `guest-order-due-${"y".repeat(24)}` } },
  );

  await signInPage(page, owner);
  await page.goto("/orders");
  const card = page.locator("article.order-card").first();
  // 13.50 of soup, 7 % added: 0.945 -> 0.95 (half up), 14.45 owed.
  await expect(card.locator(".order-total")).toHaveText(["Net 13.50 USD", "Tax 0.95 USD", "Total with tax 14.45 USD"]);
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `docs/screenshots/order-due-${width}.png` });
  }

  await pb.collection("orders").update(order.id, { started: true });
  await pb.collection("orders").update(order.id, { finished: true });
  await page.goto("/finished-orders");
  const finished = page.getByRole("article", { name: "Finished order, table 1" });
  await expect(finished.locator(".finished-card-total")).toHaveText([
    "Net 13.50 USD",
    "Tax 0.95 USD",
    "Total with tax 14.45 USD",
  ]);
  await page.setViewportSize({ width: 390, height: 900 });
  await finished.scrollIntoViewIfNeeded();
  await finished.screenshot({ path: `docs/screenshots/order-due-finished-390.png` });
});
