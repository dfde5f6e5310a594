// Pay from the phone (docs/payments.md), end to end against the local Stripe stand-in: a PocketBase
// of its own with the operator's (test) keys and the payments worker, so the shared e2e server stays
// without payments. The owner connects Stripe in Settings; a phone at table 4 orders, asks for the
// bill split in two with a 10 % tip, pays its share on the (stand-in) hosted Checkout page and sees
// the receipt; the staff see the share paid online; the second share paid, the table closes.
import AxeBuilder from "@axe-core/playwright";
import PocketBase from "pocketbase";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { paymentsServer } from "./payments-server";

const server = paymentsServer("pay");

async function phone(browser: Browser, where: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(where);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  return page;
}

async function payShare(p: Page, share: string) {
  await p.getByRole("button", { name: /^Bill/ }).click();
  const bill = p.getByRole("dialog", { name: "Bill, table 4" });
  await bill.getByRole("button", { name: `Pay now ${share}` }).click();
  // The provider's hosted page (the stand-in's), then back to the menu with the receipt.
  await expect(p.getByRole("heading", { name: "Pay 4.95 EUR" })).toBeVisible();
  await p.getByRole("button", { name: "Pay" }).click();
  const receipt = p.getByRole("dialog", { name: "Receipt" });
  await expect(receipt.getByText("Payment received. Thank you!")).toBeVisible();
  await expect(receipt.getByText("0.45 EUR")).toBeVisible();
  return receipt;
}

test("a guest pays a share with a tip from the phone; the last share paid closes the table", async ({
  page,
  browser,
}) => {
  const pb = new PocketBase(server.url());
  pb.autoCancellation(false);
  const email = `pay-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
  const auth = await pb.collection("users").authWithPassword(email, "owner-password-123");
  const owner = await pb.collection("users").update(auth.record.id, { currency: "EUR", tableService: "tab" });
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: owner.id });
  await pb.collection("dishes").create({ title: "Soup", price: 4.5, category: cat.id, user: owner.id, order: 0 });
  const table4 = await pb
    .collection("tables")
    .create({ tableNumber: 4, user: owner.id, width: 80, length: 80, x: 0, y: 0 });
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, session);

  // Settings > Online payment: connect the venue's own Stripe account, switch Pay now on.
  await page.goto(`${server.url()}/settings`);
  const panel = page.getByRole("region", { name: "Online payment" });
  await panel.getByRole("button", { name: "Connect with Stripe" }).click();
  await expect(panel.getByText("ready to take payments.")).toBeVisible();
  await panel.getByLabel("Guests can pay the bill from their phone (Pay now)").check();
  await expect(panel.getByText("Guests can now pay from the bill.")).toBeVisible();
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${process.env.SHOTS}/payments-settings-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Two phones at table 4 (the first opened the table's keyed QR link): a group order of three soups
  // (two of the first phone's, one of Ben's, who joins by the invitation).
  const guest = await phone(browser, `${server.url()}/${owner.publicLink}/4?k=${table4.key}`);
  await guest.getByRole("button", { name: "Start a group order" }).click();
  await guest.getByRole("button", { name: "Invite others" }).click();
  const invite = guest.getByRole("dialog", { name: "Invite to table 4" });
  const joinUrl = await invite.getByLabel("Invitation link").inputValue();
  await invite.getByRole("button", { name: /close/i }).first().click();
  const ben = await phone(browser, joinUrl.replace(/^https?:\/\/[^/]+/, server.url()));
  await ben.getByLabel("Your first name (optional)").fill("Ben");
  await ben.getByRole("button", { name: "Join the group" }).click();
  await guest.getByRole("button", { name: "+ Add Soup" }).click();
  await guest.getByRole("button", { name: "+ Add Soup" }).click();
  await ben.getByRole("button", { name: "+ Add Soup" }).click();
  await expect(guest.getByRole("button", { name: "Group cart (3) 13.50 EUR" })).toBeVisible();
  await guest.getByRole("button", { name: /^Group cart \(/ }).click();
  await guest
    .getByRole("dialog", { name: "Group cart" })
    .getByRole("button", { name: /Send group order/ })
    .click();
  await expect(guest.getByText("Order sent!")).toBeVisible();

  // Ben leaves early: he pays his own soup online with a 10 % tip (4.50 + 0.45), before anybody
  // asks for the bill; the receipt names his part and its line.
  await ben.getByRole("button", { name: /^Bill/ }).click();
  const benBill = ben.getByRole("dialog", { name: "Bill, table 4" });
  const part = benBill.getByRole("form", { name: "Leaving early? Pay your part" });
  await part.getByRole("group", { name: "Tip on your part" }).getByLabel("10%").check();
  await part.getByRole("group", { name: "Pay your part by" }).getByLabel("Pay now online").check();
  if (process.env.SHOTS) await ben.screenshot({ path: `${process.env.SHOTS}/pay-my-part-390.png` });
  await part.getByRole("button", { name: "Pay my part (4.95 EUR with tip)" }).click();
  await expect(ben.getByRole("heading", { name: "Pay 4.95 EUR" })).toBeVisible();
  await ben.getByRole("button", { name: "Pay" }).click();
  const benReceipt = ben.getByRole("dialog", { name: "Receipt" });
  await expect(benReceipt.getByText("Payment received. Thank you!")).toBeVisible();
  await expect(benReceipt.getByText("Ben's part")).toBeVisible();
  await expect(benReceipt.getByRole("list", { name: "Paid for" }).getByText("Soup × 1")).toBeVisible();
  const axe = await new AxeBuilder({ page: ben }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  if (process.env.SHOTS) await ben.screenshot({ path: `${process.env.SHOTS}/part-receipt-390.png` });

  await guest.getByRole("button", { name: /^Bill/ }).click();
  const bill = guest.getByRole("dialog", { name: "Bill, table 4" });
  await expect(bill.getByText("left to pay 9.00 EUR")).toBeVisible();
  // By amounts: the shares must add up to the bill (the server's own rule, previewed on the phone).
  await bill.getByLabel("By amounts").check();
  await bill.getByLabel("Share 1", { exact: true }).fill("5.00");
  await bill.getByLabel("Share 2", { exact: true }).fill("3.00");
  await expect(bill.getByText("The shares add up to 8.00, not to the bill's 9.00.")).toBeVisible();
  await bill.getByLabel("Share 2", { exact: true }).fill("4.00");
  await expect(bill.getByRole("list", { name: "Shares" }).getByRole("listitem")).toHaveText([
    /^Share 1 of 2\s*5\.00 EUR$/,
    /^Share 2 of 2\s*4\.00 EUR$/,
    /^Total with tip\s*9\.00 EUR$/,
  ]);
  await bill.getByLabel("Split equally").check();
  await bill.getByLabel("Number of people").fill("2");
  await bill.getByRole("group", { name: "Tip", exact: true }).getByLabel("10%").check();
  await bill.getByRole("button", { name: "Ask for the bill" }).click();
  await expect(bill).toBeHidden();
  await guest.getByRole("button", { name: /^Bill/ }).click();
  await expect(bill.getByRole("button", { name: "Pay now Share 1 of 2" })).toBeVisible();
  if (process.env.SHOTS) {
    for (const width of [390, 1280]) {
      await guest.setViewportSize({ width, height: 844 });
      await guest.screenshot({ path: `${process.env.SHOTS}/bill-pay-now-${width}.png` });
    }
    await guest.setViewportSize({ width: 390, height: 844 });
  }
  await bill.getByRole("button", { name: /close/i }).first().click();

  // Staff: the Orders page shows the table; the share paid online appears live.
  await page.goto(`${server.url()}/orders`);
  const card = page.getByRole("region", { name: "Open tables" }).getByRole("article", { name: "Table 4" });
  await expect(card.getByText("Bill requested")).toBeVisible();

  const receipt = await payShare(guest, "Share 1 of 2");
  if (process.env.SHOTS) await guest.screenshot({ path: `${process.env.SHOTS}/receipt-390.png` });
  await expect(card.getByRole("region", { name: /^Bill of table/ }).getByText("Paid online")).toBeVisible();
  await expect(card.getByRole("region", { name: /^Parts paid early/ }).getByText("Paid online")).toBeVisible();
  await receipt.getByRole("button", { name: /close/i }).first().click();

  await payShare(guest, "Share 2 of 2");
  await expect(page.getByRole("region", { name: "Open tables" }).getByText("No open tables.")).toBeVisible();
  await page.reload();
  const online = page.getByRole("region", { name: "Online payments" });
  await expect(online.getByRole("row")).toHaveCount(4);
  // A partial refund of one share, through the provider, after a confirmation.
  await online.getByRole("button", { name: "Refund table 4, Share 1 of 2" }).click();
  const refund = page.getByRole("dialog", { name: "Refund table 4, Share 1 of 2" });
  await refund.getByLabel("Amount to refund (EUR)").fill("1.00");
  await refund.getByRole("button", { name: "Refund 1.00 EUR" }).click();
  await expect(refund).toBeHidden();
  await expect(online.getByRole("row", { name: /Share 1 of 2/ }).getByText("1.00 EUR")).toBeVisible();
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page
        .getByRole("region", { name: "Online payments" })
        .screenshot({ path: `${process.env.SHOTS}/online-payments-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Finished orders: what was paid online (Ben's part and the two shares), Stripe's processing fees
  // (each 4.95 payment: 1.5 % + 0.25 in the stand-in, 0.32) apart from the platform's (none here),
  // and the refund.
  await page.goto(`${server.url()}/finished-orders`);
  await expect(page.getByTestId("finished-tabs")).toContainText(
    "online 13.50 EUR (tips 1.35 EUR, platform fees 0.00 EUR, processing fees 0.96 EUR, refunded 1.00 EUR)",
  );
  if (process.env.SHOTS) {
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.SHOTS}/finished-online-fees-${width}.png` });
    }
  }
});

test("pay and order: without tabs, the order reaches the board once paid", async ({ page, browser }) => {
  const pb = new PocketBase(server.url());
  pb.autoCancellation(false);
  const email = `payfirst-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
  const auth = await pb.collection("users").authWithPassword(email, "owner-password-123");
  const owner = await pb.collection("users").update(auth.record.id, { currency: "EUR" });
  const cat = await pb.collection("categories").create({ title: "Drinks", order: 0, user: owner.id });
  await pb.collection("dishes").create({ title: "Lemonade", price: 3, category: cat.id, user: owner.id, order: 0 });
  const table2 = await pb
    .collection("tables")
    .create({ tableNumber: 2, user: owner.id, width: 80, length: 80, x: 0, y: 0 });
  await pb.send("/api/payments/connect", { method: "POST" });
  await pb.send("/api/payments/refresh", { method: "POST" });
  await pb.send("/api/payments/settings", { method: "POST", body: { on: true, payFirst: true } });
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, session);
  await page.goto(`${server.url()}/settings`);
  await expect(
    page.getByLabel("Guests pay when they order (Pay and order): an order reaches the kitchen once paid"),
  ).toBeChecked();
  if (process.env.SHOTS) {
    await page
      .getByRole("region", { name: "Online payment" })
      .screenshot({ path: `${process.env.SHOTS}/payments-settings-payfirst-1280.png` });
  }
  await page.goto(`${server.url()}/orders`);
  const notStarted = page.getByRole("region", { name: "Not started" });

  const guest = await phone(browser, `${server.url()}/${owner.publicLink}/2?k=${table2.key}`);
  await guest.getByRole("button", { name: "+ Add Lemonade" }).click();
  await guest.getByRole("button", { name: /view and send order/ }).click();
  await guest.getByRole("button", { name: "Pay and order" }).click();
  await expect(guest.getByRole("heading", { name: "Pay 3.00 EUR" })).toBeVisible();
  // Awaiting payment: not on the board.
  await expect(notStarted.getByRole("heading", { name: "Table 2" })).toHaveCount(0);
  await guest.getByRole("button", { name: "Pay" }).click();
  await expect(
    guest.getByRole("dialog", { name: "Receipt" }).getByText("Your order is on its way to the kitchen."),
  ).toBeVisible();
  await expect(notStarted.getByRole("heading", { name: "Table 2" })).toHaveCount(1);
});

test("a venue whose currency has no cents is told why it cannot connect", async ({ page }) => {
  const pb = new PocketBase(server.url());
  pb.autoCancellation(false);
  const email = `yen-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
  await pb.collection("users").authWithPassword(email, "owner-password-123");
  await pb.collection("users").update(pb.authStore.record!.id, { currency: "JPY" });
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, session);
  await page.goto(`${server.url()}/settings`);
  const panel = page.getByRole("region", { name: "Online payment" });
  await expect(
    panel.getByText(
      "Online payment does not take JPY yet: its amounts are not in hundredths, and prices here are kept in cents. Guests pay the staff as before.",
    ),
  ).toBeVisible();
  await expect(panel.getByRole("button", { name: "Connect with Stripe" })).toBeDisabled();
  if (process.env.SHOTS) {
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${process.env.SHOTS}/payments-currency-${width}.png` });
    }
  }
});
