// Table tabs (docs/table-tab.md), end to end: three phones of one table and the staff's Orders
// screen. The first phone starts a group order and shows its invitation; two phones join through
// it (one with a name, one as "Guest 3"); they share one live cart, one sends it as one order; the
// bill is asked for split equally by 3 with a 10% tip; the board hears it; the staff mark each
// share paid, which closes the visit and finishes its order; on the way Anna pays her part early.
// A fourth phone that scanned the table's QR code orders apart (on no tab: the board lists it
// apart) and sees none of the group; a phone with the plain link (no table key) is told to scan the
// code. A second test: the group's first phone removes a phone it does not know, the staff remove a
// phone and reset the group; each phone that leaves the group sees it at once, without a reload.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInPage } from "./owner-session";
import { keyedLink } from "./table-link";
import { kitchenVenue } from "./kitchen-helpers";

const PRINT_AGAIN =
  "Table service saved. Print your tables' QR codes again (Tables & QR > Print all tables): only the new codes let guests order onto a table's tab.";

async function phone(browser: Browser, path: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  return page;
}

/** No serious or critical axe violation on `page` in `state`. */
async function expectAccessible(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, `axe in state "${state}"`).toEqual([]);
}

/** Screenshots of `page` at the phone, tablet and laptop widths (SHOTS=dir). */
async function shots(page: Page, name: string, widths = [390, 1024, 1280]) {
  if (!process.env.SHOTS) return;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

test("a table orders together by invitation, splits the bill with a tip, and staff settle it", async ({
  page,
  browser,
}) => {
  // Four browsers, axe and screenshots in one story: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const v = await kitchenVenue("tab", [4]);
  const link = `/${v.owner.user.publicLink}/4`;
  await signInPage(page, v.owner);
  // Settings > Table service: the default is the spec's "Pay after each order".
  await page.goto("/settings");
  const service = page.getByRole("form", { name: "Table service" });
  await expect(service.getByLabel("Pay after each order")).toBeChecked();
  await service.getByLabel("Table tab: pay at the end").check();
  await service.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(PRINT_AGAIN)).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/settings.png`, fullPage: true });
  const keyed = await keyedLink(page, v.owner.user.publicLink, 4);
  await page.goto("/orders");
  const openTables = page.getByRole("region", { name: "Open tables" });
  await expect(openTables.getByText("No open tables.")).toBeVisible();

  // Phone 1 opened the table's QR code: it starts the group and shows the invitation. The key
  // leaves the address bar (a copied address carries none).
  const anna = await phone(browser, keyed);
  expect(anna.url()).not.toContain("k=");
  await anna.getByLabel("Your first name (optional)").fill("Anna");
  await anna.getByRole("button", { name: "Start a group order" }).click();
  await expect(anna.getByRole("heading", { name: "Group order, table 4" })).toBeVisible();
  await anna.getByRole("button", { name: "Invite others" }).click();
  const invite = anna.getByRole("dialog", { name: "Invite to table 4" });
  await expect(invite.locator("svg")).toBeVisible();
  const url = await invite.getByLabel("Invitation link").inputValue();
  expect(url).toMatch(/\?join=[A-Za-z0-9]{32}$/);
  await invite.getByRole("button", { name: /close/i }).first().click();

  // A fourth phone scanned the table's QR code too, but is not in the group.
  const stranger = await phone(browser, keyed);
  await expect(stranger.getByRole("heading", { name: "Ordering together?" })).toBeVisible();
  // A phone with the plain link (a guessed or photographed table number) is told to scan the code.
  const plainLink = await phone(browser, link);
  await expect(plainLink.getByRole("heading", { name: "Scan the code on your table" })).toBeVisible();
  if (process.env.SHOTS) await plainLink.screenshot({ path: `${process.env.SHOTS}/phone-scan-the-code.png` });
  // Its order is refused with the reason, and nothing reaches the board.
  await plainLink.getByRole("button", { name: "Add Tea" }).click();
  await plainLink.getByRole("button", { name: "view and send order (1)" }).click();
  await plainLink.getByRole("dialog", { name: "Your Order" }).getByRole("button", { name: "Send Order" }).click();
  await expect(plainLink.getByText("Scan the QR code on your table to order onto its tab.")).toBeVisible();

  // Phones 2 and 3 join with the invitation.
  const ben = await phone(browser, url.replace(/^https?:\/\/[^/]+/, ""));
  await ben.getByLabel("Your first name (optional)").fill("Ben");
  await ben.getByRole("button", { name: "Join the group" }).click();
  await expect(ben.getByRole("heading", { name: "Group order, table 4" })).toBeVisible();
  const guest3 = await phone(browser, url.replace(/^https?:\/\/[^/]+/, ""));
  await guest3.getByRole("button", { name: "Join the group" }).click();
  await expect(guest3.getByText(/You are Guest 3, with Anna, Ben/)).toBeVisible();
  // The first screen shows dishes under the compact group card, and the group's bar is in view.
  await expect(guest3.getByRole("button", { name: "+ Add Tea" })).toBeInViewport();
  await expect(guest3.getByRole("group", { name: "Your table" })).toBeInViewport();
  await expectAccessible(guest3, "phone: the group card and the bar");
  await shots(guest3, "phone-first-screen");

  // One live cart: each adds a dish (Guest 3's soup with bread), every member sees every line,
  // who added it and what they chose, with its price.
  await anna.getByRole("button", { name: "+ Add Tea" }).click();
  await ben.getByRole("button", { name: "+ Add Tea" }).click();
  await guest3.getByRole("button", { name: "+ Add Soup" }).click();
  await guest3.getByLabel(/Bread/).check();
  await guest3.getByRole("button", { name: /^Add/ }).last().click();
  const openCart = async (p: Page) => {
    await p.getByRole("button", { name: /^Group cart \(/ }).click();
    return p.getByRole("dialog", { name: "Group cart" });
  };
  for (const p of [anna, ben, guest3]) {
    await expect(p.getByRole("button", { name: "Group cart (3) 9.00 EUR" })).toBeVisible();
    const dialog = await openCart(p);
    const cart = dialog.getByRole("list", { name: "Group cart" });
    await expect(cart.getByRole("listitem").filter({ hasText: "×" })).toHaveCount(3);
    await expect(cart.getByText("(Anna)")).toBeVisible();
    await expect(cart.getByText("(Ben)")).toBeVisible();
    await expect(cart.getByText("(Guest 3)")).toBeVisible();
    await expect(cart.getByText("Bread +0.50 EUR")).toBeVisible();
    if (p === guest3) {
      await expectAccessible(p, "phone: the group cart with choices");
      await shots(p, "phone-group-cart");
    }
    await dialog.getByRole("button", { name: /close/i }).first().click();
  }
  // The cart survives a reload.
  await anna.reload();
  await expect(anna.getByRole("button", { name: "Group cart (3) 9.00 EUR" })).toBeVisible();

  // Ben sends it: one order on the board, marked as a tab's; the cart empties on every phone. The
  // phones merge the send's delta (docs/table-tab.md#sending): neither Ben's (the answer) nor Guest
  // 3's (the message) loads the whole view again.
  const viewLoads = { ben: 0, guest3: 0 };
  const countLoads = (p: Page, who: keyof typeof viewLoads) =>
    p.on("request", (r) => {
      if (r.method() === "GET" && /\/api\/visits\/[a-z0-9]{15}$/.test(new URL(r.url()).pathname)) viewLoads[who]++;
    });
  countLoads(ben, "ben");
  countLoads(guest3, "guest3");
  await (await openCart(ben)).getByRole("button", { name: /Send group order/ }).click();
  await expect(ben.getByText("Order sent!")).toBeVisible();
  for (const p of [ben, guest3]) {
    await expect(p.getByRole("button", { name: "Group cart (0) 0.00 EUR" })).toBeVisible();
    await expect(p.getByRole("button", { name: /^Bill 9\.00 EUR/ })).toBeVisible();
  }
  expect(viewLoads).toEqual({ ben: 0, guest3: 0 });
  const notStarted = page.getByRole("region", { name: "Not started" });
  await expect(notStarted.getByRole("heading", { name: "Table 4" })).toHaveCount(1);
  await expect(notStarted.getByText("Tea × 2")).toBeVisible();
  // The tab's order (the stranger's soup, apart from the tab, is another card of table 4 below).
  const orderCard = notStarted.getByRole("article", { name: "Table 4" }).filter({ hasText: "Tea × 2" });
  await expect(orderCard.getByText("Tab", { exact: true })).toBeVisible();
  for (const p of [anna, guest3])
    await expect(p.getByRole("button", { name: "Group cart (0) 0.00 EUR" })).toBeVisible();
  await expect(openTables.getByText("9.00 EUR")).toBeVisible();
  // The strip of open tabs is at the top of Orders, above the orders.
  const stripBox = (await openTables.boundingBox())!;
  expect(stripBox.y).toBeLessThan((await orderCard.boundingBox())!.y);

  // The stranger orders a soup: it reaches the kitchen apart from the tab, not on the party's bill.
  await stranger.getByRole("button", { name: "Add Soup" }).click();
  await stranger.getByRole("button", { name: "Add without extras" }).click();
  await stranger.getByRole("button", { name: "view and send order (1)" }).click();
  await stranger.getByRole("dialog", { name: "Your Order" }).getByRole("button", { name: "Send Order" }).click();
  const apart = openTables.getByRole("region", { name: "Orders outside the table's tab" });
  await expect(apart.getByRole("button", { name: "Add to table 4's tab" })).toBeVisible();
  await expect(apart.getByText(/Soup × 1/)).toBeVisible();
  await expect(openTables.getByText("9.00 EUR")).toBeVisible();
  if (process.env.SHOTS) {
    await openTables.getByRole("article", { name: "Table 4" }).locator("details.visit-phones summary").click();
    for (const width of [1280, 1024, 390, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await openTables.screenshot({ path: `${process.env.SHOTS}/staff-phones-apart-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTables.getByRole("article", { name: "Table 4" }).locator("details.visit-phones summary").click();
  }

  // Anna leaves early: her own tea with a 10 % tip, in cash; the staff mark it paid.
  await anna.getByRole("button", { name: /^Bill/ }).click();
  const annaBill = anna.getByRole("dialog", { name: "Bill, table 4" });
  await expect(annaBill.getByRole("list", { name: "Bill" }).getByRole("listitem").filter({ hasText: "×" })).toHaveCount(
    3,
  );
  await expect(annaBill.getByRole("list", { name: "Bill" }).getByText("Bread +0.50 EUR")).toBeVisible();
  const part = annaBill.getByRole("form", { name: "Leaving early? Pay your part" });
  await expectAccessible(anna, "phone: the bill with Pay my part");
  await part.scrollIntoViewIfNeeded();
  await shots(anna, "phone-pay-my-part");
  await part.getByRole("group", { name: "Tip on your part" }).getByLabel("10%").check();
  await part.getByRole("group", { name: "Pay your part by" }).getByLabel("Cash at the table").check();
  await part.getByRole("button", { name: "Pay my part (2.20 EUR with tip)" }).click();
  await expect(annaBill.getByRole("list", { name: "Parts paid early" }).getByText("Anna's part")).toBeVisible();
  const card = openTables.getByRole("article", { name: "Table 4" });
  await card.getByRole("button", { name: /^Mark paid.*Anna's part/ }).click();
  await expect(card.getByText("Paid", { exact: true })).toHaveCount(1);
  await expect(annaBill.getByText("left to pay 7.00 EUR")).toBeVisible();
  await annaBill.getByRole("button", { name: /close/i }).first().click();

  // Guest 3 asks for the bill of the rest: equal split by 2, 10% tip, card.
  await guest3.getByRole("button", { name: /^Bill/ }).click();
  const bill = guest3.getByRole("dialog", { name: "Bill, table 4" });
  await expect(bill.getByRole("list", { name: "Bill" }).getByText("Paid", { exact: true })).toHaveCount(1);
  await bill.getByRole("group", { name: "Split", exact: true }).getByLabel("Split equally").check();
  await bill.getByLabel("Number of people").fill("2");
  await bill.getByRole("group", { name: "Tip", exact: true }).getByLabel("10%").check();
  await bill.getByRole("group", { name: "Pay by", exact: true }).getByLabel("Card at the table").check();
  const shares = bill.getByRole("list", { name: "Shares" });
  await expect(shares.getByRole("listitem")).toHaveText([
    /^Share 1 of 2\s*3\.85 EUR$/,
    /^Share 2 of 2\s*3\.85 EUR$/,
    /^Total with tip\s*7\.70 EUR$/,
  ]);
  await expectAccessible(guest3, "phone: the bill's split, tip and pay by");
  await bill.getByRole("group", { name: "Pay by", exact: true }).scrollIntoViewIfNeeded();
  await shots(guest3, "phone-bill");
  await bill.getByRole("button", { name: "Ask for the bill" }).click();
  await expect(bill).toBeHidden();

  // The board: the banner with the split and tip in the one stack of banners, above the orders and
  // never over a card's buttons; the shares to mark paid.
  const banner = page.getByText("Table 4 asks for the bill: Equal split, 2 shares, tip 0.70 EUR, card");
  await expect(banner).toBeVisible();
  await expect(card.getByText("Bill requested")).toBeVisible();
  await expectAccessible(page, "board: the strip with a bill request");
  await shots(page, "board-strip");
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const b = (await banner.boundingBox())!;
    for (const name of [/^Start/, /^Delete/]) {
      const btn = (await orderCard.getByRole("button", { name }).first().boundingBox())!;
      const overlaps =
        b.x < btn.x + btn.width && btn.x < b.x + b.width && b.y < btn.y + btn.height && btn.y < b.y + b.height;
      expect(overlaps).toBe(false);
    }
  }
  // Tables & QR shows the open tables too.
  const tables = await page.context().newPage();
  await tables.goto("/tablesqr");
  await expect(
    tables.getByRole("region", { name: "Open tables" }).getByRole("article", { name: "Table 4" }).getByText("9.00 EUR"),
  ).toBeVisible();
  if (process.env.SHOTS) await tables.screenshot({ path: `${process.env.SHOTS}/tables.png`, fullPage: true });
  await tables.close();
  if (process.env.SHOTS) {
    for (const width of [1280, 1024, 390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.SHOTS}/staff-bill-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  for (let i = 0; i < 2; i++) {
    await card
      .getByRole("button", { name: /^Mark paid.*Share/ })
      .first()
      .click();
    if (i === 0) await expect(card.getByText("Paid", { exact: true })).toHaveCount(2);
  }
  // All paid: the visit is closed and its order finished; the stranger's order is still to serve.
  await expect(openTables.getByText("No open tables.")).toBeVisible();
  await expect(notStarted.getByRole("heading", { name: "Table 4" })).toHaveCount(1);
  await expect(notStarted.getByText("Soup × 1")).toBeVisible();
  for (const p of [anna, ben, guest3]) {
    await expect(p.getByRole("heading", { name: "Your table's visit is closed" })).toBeVisible();
  }

  // Finished orders: the order, its payment method and both tips, apart from the sales total.
  await page.goto("/finished-orders");
  await expect(page.getByTestId("finished-total")).toContainText("Total: 9.00 EUR");
  // Anna's part in cash, the rest by card.
  await expect(page.getByTestId("finished-tabs")).toContainText(
    "Table tabs: tips 0.90 EUR (not in the total) · paid by card 7.00 EUR · by cash 2.00 EUR",
  );

  // The fourth phone saw none of it.
  await expect(stranger.getByRole("heading", { name: "Ordering together?" })).toBeVisible();
  for (const text of ["Anna", "Ben", "Group cart", "Tea × 2"]) await expect(stranger.getByText(text)).toHaveCount(0);
  await expect(stranger.getByRole("group", { name: "Your table" })).toHaveCount(0);
});

test("the group's first phone removes a phone it does not know; the staff remove a phone and reset the group", async ({
  page,
  browser,
}) => {
  const v = await kitchenVenue("tabstaff", [5]);
  await v.owner.pb.collection("users").update(v.owner.user.id, { tableService: "tab" });
  await signInPage(page, v.owner);
  const old = await keyedLink(page, v.owner.user.publicLink, 5);
  // The owner makes a new code for the table (a photo of the old one went around): after a
  // confirmation the panel shows the new link, and the old code no longer starts the group.
  await page.getByRole("button", { name: "New code" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Make a new code" }).click();
  await expect(page.locator(".qr-url a")).not.toHaveText(new RegExp(old.split("?k=")[1]));
  const keyed = await keyedLink(page, v.owner.user.publicLink, 5);
  expect(keyed).not.toBe(old);
  const photo = await phone(browser, old);
  await photo.getByRole("button", { name: "Start a group order" }).click();
  await expect(photo.getByText("Scan the QR code on your table to order onto its tab.")).toBeVisible();
  await page.goto("/orders");
  const openTables = page.getByRole("region", { name: "Open tables" });

  const anna = await phone(browser, keyed);
  await anna.getByLabel("Your first name (optional)").fill("Anna");
  await anna.getByRole("button", { name: "Start a group order" }).click();
  await anna.getByRole("button", { name: "Invite others" }).click();
  const url = await anna.getByRole("dialog", { name: "Invite to table 5" }).getByLabel("Invitation link").inputValue();
  await anna.getByRole("dialog", { name: "Invite to table 5" }).getByRole("button", { name: /close/i }).first().click();
  const joinPath = url.replace(/^https?:\/\/[^/]+/, "");
  const ben = await phone(browser, joinPath);
  await ben.getByLabel("Your first name (optional)").fill("Ben");
  await ben.getByRole("button", { name: "Join the group" }).click();
  await expect(ben.getByRole("heading", { name: "Group order, table 5" })).toBeVisible();
  // The staff enter an order at the table: it joins the tab, and the phones merge its lines from
  // the message (docs/table-tab.md#sending): neither loads a view that holds it.
  const loadsWithOrder = { anna: 0, ben: 0 };
  for (const [p, who] of [
    [anna, "anna"],
    [ben, "ben"],
  ] as const)
    p.on("response", async (r) => {
      if (r.request().method() !== "GET" || !/\/api\/visits\/[a-z0-9]{15}$/.test(new URL(r.url()).pathname)) return;
      const body = (await r.json().catch(() => null)) as { visit?: { orders?: number } } | null;
      if ((body?.visit?.orders ?? 0) > 0) loadsWithOrder[who]++;
    });
  await v.owner.pb.collection("orders").create({
    user: v.owner.user.id,
    userSlug: v.owner.user.publicLink,
    tableSlug: "5",
    items: [{ dishId: v.tea.id, title: "Tea", price: 0, count: 1, modifiers: {} }],
    total: 0,
    staff: true,
    clientRequestId: `e2e-staff-tab-${Date.now()}`,
  });
  for (const p of [anna, ben]) await expect(p.getByRole("button", { name: /^Bill 2\.00 EUR/ })).toBeVisible();
  expect(loadsWithOrder).toEqual({ anna: 0, ben: 0 });
  // Somebody who saw the invitation over a shoulder joins too.
  const stranger = await phone(browser, joinPath);
  await stranger.getByRole("button", { name: "Join the group" }).click();
  await expect(stranger.getByText("You are Guest 3, with Anna, Ben.")).toBeVisible();

  // Anna, who started the group, removes Guest 3; the invitation changes.
  await anna.reload();
  const phones = anna.locator("details.group-members");
  await phones.locator("summary").click();
  if (process.env.SHOTS)
    await anna.screenshot({ path: `${process.env.SHOTS}/phone-group-members.png`, fullPage: true });
  anna.once("dialog", (d) => void d.accept());
  await phones.getByRole("button", { name: "Remove Guest 3" }).click();
  await expect(anna.getByText("Guest 3 was removed from the group.")).toBeVisible();
  await expect(anna.getByText("You are Anna, with Ben.")).toBeVisible();
  // Its screen learns it at once (no reload, no action of its own): it leaves the group and says
  // so, announced; without the table's code it cannot order onto the tab.
  await expect(stranger.getByRole("alert")).toHaveText(
    /You were removed from table 5's group: you no longer see its cart or bill\./,
  );
  await expect(stranger.getByRole("heading", { name: "Scan the code on your table" })).toBeVisible();
  await expect(stranger.getByRole("heading", { name: "Group order, table 5" })).toHaveCount(0);
  await expect(stranger.getByText("Group cart")).toHaveCount(0);
  await shots(stranger, "phone-removed", [360, 1024, 1280]);
  // The invitation it saw no longer lets it in.
  await stranger.goto(joinPath);
  await expect(stranger.getByRole("heading", { name: "Join table 5's group" })).toBeVisible();
  await stranger.getByRole("button", { name: "Join the group" }).click();
  await expect(stranger.getByText("This invitation is not valid.")).toBeVisible();
  // Ben, not the first phone, has no such control.
  await expect(ben.locator("details.group-members")).toHaveCount(0);

  // The staff remove Ben's phone from the board, then reset the table's group.
  const card = openTables.getByRole("article", { name: "Table 5" });
  await card.locator("details.visit-phones summary").click();
  await card.getByRole("button", { name: "Remove phone Ben" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove phone" }).click();
  await expect(page.getByText("Ben was removed from table 5's group.")).toBeVisible();
  await expect(card.getByText("1 phone")).toBeVisible();
  // Ben's screen leaves the group at once too.
  await expect(ben.getByRole("alert")).toHaveText(/You were removed from table 5's group/);
  await expect(ben.getByRole("heading", { name: "Group order, table 5" })).toHaveCount(0);
  await expect(ben.getByRole("heading", { name: "Ordering together?" })).toBeHidden();
  await card.getByRole("button", { name: "Reset table group of table 5" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset group" }).click();
  await expect(page.getByText("Table 5's group was reset.")).toBeVisible();
  // Anna, the last phone in it, is told at once; with the table's code she may start a new group.
  await expect(anna.getByRole("alert")).toHaveText(/The staff reset table 5's group: you are no longer in it\./);
  await expect(anna.getByRole("heading", { name: "Ordering together?" })).toBeVisible();
  await expectAccessible(anna, "after a reset");
  await anna.reload();
  await expect(anna.getByRole("heading", { name: "Ordering together?" })).toBeVisible();
});
