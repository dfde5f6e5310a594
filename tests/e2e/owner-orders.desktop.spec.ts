// The live orders board on a laptop against the real server: a guest order arrives live with the
// banner, is started, edited, finished and found in Finished orders; two orders are combined.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import PocketBase, { type RecordModel } from "pocketbase";
import { baseURL, uniqueEmail } from "./fixtures";
import { messages } from "../../src/domain/messages";

const PASSWORD = "secret-password-1";

interface Venue {
  owner: RecordModel;
  soup: RecordModel;
  tea: RecordModel;
  pb: PocketBase;
}

/** Signs in with the SDK as the owner and gives the venue a currency, dishes and tables. */
async function setUpVenue(email: string, tables: number[]): Promise<Venue> {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
  const owner = await pb.collection("users").update(auth.record.id, { currency: "EUR" });
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: owner.id });
  const soup = await pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: owner.id, order: 0 });
  const tea = await pb
    .collection("dishes")
    .create({ title: "Tea", price: 2, category: cat.id, user: owner.id, order: 1 });
  for (const n of tables)
    await pb
      .collection("tables")
      .create({ tableNumber: n, round: false, width: 80, length: 80, user: owner.id, x: 0, y: 0 });
  return { owner, soup, tea, pb };
}

/** Sends an order exactly as a guest client does (no sign-in). */
async function sendGuestOrder(v: Venue, table: string, lines: Array<[RecordModel, number]>): Promise<RecordModel> {
  const guest = new PocketBase(baseURL);
  const items = lines.map(([d, count]) => ({ dishId: d.id, title: d.title, price: d.price, count, modifiers: {} }));
  const total = lines.reduce((s, [d, c]) => s + d.price * c, 0);
  return guest.collection("orders").create({
    user: v.owner.id,
    userSlug: v.owner.publicLink,
    tableSlug: table,
    items,
    total,
    clientRequestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
}

async function registerAndLogin(page: Page): Promise<string> {
  const email = uniqueEmail("orders");
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  return email;
}

async function confirmWith(page: Page, label: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: label }).click();
  await expect(dialog).toBeHidden();
}

test("a guest order arrives live, is started, edited, finished and found in Finished orders", async ({ page }) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [5]);
  await page.reload();
  const notStarted = page.getByRole("region", { name: "Not started" });
  const started = page.getByRole("region", { name: "Started" });
  await expect(notStarted.getByText("No orders waiting to be started.")).toBeVisible();
  await expect(started.getByText("No orders in progress.")).toBeVisible();

  const sent = await sendGuestOrder(v, "5", [[v.soup, 2]]);
  const banner = page.getByText(messages.newOrderFromTable.replace("{{table}}", "5"));
  await expect(banner).toBeVisible();
  const card = notStarted.getByRole("article", { name: "Table 5" });
  await expect(card).toContainText("Soup × 2");
  await expect(card).toContainText("9.00 EUR");
  await expect(card).toContainText(sent.id);
  await expect(banner).toBeHidden({ timeout: 8000 });

  await card.getByRole("button", { name: "Start" }).click();
  await confirmWith(page, "Yes, start");
  await expect(page.getByText(messages.orderStarted)).toBeVisible();
  const startedCard = started.getByRole("article", { name: "Table 5" });
  await expect(startedCard).toBeVisible();
  await expect(notStarted.getByText("No orders waiting to be started.")).toBeVisible();

  await startedCard.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog");
  // 'Add' names one button only (the line buttons are '+ One more X' / '- One less X').
  await expect(editor.getByRole("button", { name: "Add" })).toBeDisabled();
  await expect(editor.getByRole("button", { name: "+" })).toHaveCount(1);
  await expect(editor.getByRole("button", { name: "-" })).toHaveCount(1);
  await editor.getByLabel("Dish").selectOption("Tea");
  await editor.getByRole("button", { name: "Add" }).click();
  await editor.getByRole("button", { name: "One more Soup" }).click();
  await expect(editor).toContainText("Soup × 3");
  await expect(editor).toContainText("Tea × 1");
  await expect(editor.getByTestId("edit-total")).toHaveText("15.50 EUR");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(messages.orderUpdated)).toBeVisible();
  await expect(startedCard).toContainText("Tea × 1");
  await expect(startedCard).toContainText("15.50 EUR");
  const stored = await v.pb.collection("orders").getOne(sent.id);
  expect(stored.total).toBe(15.5);

  await startedCard.getByRole("button", { name: "Finish" }).click();
  await confirmWith(page, "Yes, finish");
  await expect(page.getByText(messages.orderFinished)).toBeVisible();
  await expect(startedCard).toBeHidden();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finished Orders" }).click();
  await expect(page.getByRole("heading", { name: "Finished orders" })).toBeVisible();
  const done = page.getByRole("article", { name: "Finished order, table 5" });
  await expect(done).toContainText("Soup × 3");
  await expect(done).toContainText("13.50 EUR");
  await expect(page.getByText("Total: 15.50 EUR")).toBeVisible();

  // Finished orders update in real time: another order finished elsewhere appears with the new total.
  const other = await sendGuestOrder(v, "5", [[v.tea, 1]]);
  await v.pb.collection("orders").update(other.id, { started: true });
  await v.pb.collection("orders").update(other.id, { finished: true });
  await expect(page.getByRole("article", { name: "Finished order, table 5" })).toHaveCount(2);
  await expect(page.getByText("Total: 17.50 EUR")).toBeVisible();

  // The From filter after the order was finished leaves nothing.
  await page.getByLabel("From", { exact: true }).fill("2099-01-01T00:00");
  await expect(page.getByText(/No finished orders/)).toBeVisible();
  await expect(page.getByText("Total: 0.00 EUR")).toBeVisible();
  await expect(page).toHaveURL(/from=2099-01-01T00%3A00/);

  // Clearing the filter brings them back, and the page is still live after the filter change.
  await page.getByLabel("From", { exact: true }).fill("");
  await expect(page.getByRole("article", { name: "Finished order, table 5" })).toHaveCount(2);
  const third = await sendGuestOrder(v, "5", [[v.soup, 1]]);
  await v.pb.collection("orders").update(third.id, { started: true, finished: true });
  // Deleting a finished order shows up too.
  await expect(page.getByRole("article", { name: "Finished order, table 5" })).toHaveCount(3);
  await v.pb.collection("orders").delete(other.id);
  await expect(page.getByRole("article", { name: "Finished order, table 5" })).toHaveCount(2);
  await expect(page.getByText("Total: 20.00 EUR")).toBeVisible();
  const fourth = await sendGuestOrder(v, "5", [[v.tea, 1]]);
  await v.pb.collection("orders").update(fourth.id, { started: true, finished: true });
  await expect(page.getByRole("article", { name: "Finished order, table 5" })).toHaveCount(3);
  await expect(page.getByText("Total: 22.00 EUR")).toBeVisible();
});

test("Delete asks first: Cancel keeps the order, confirming deletes it (any state)", async ({ page }) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [7]);
  const waiting = await sendGuestOrder(v, "7", [[v.soup, 1]]);
  const cooking = await sendGuestOrder(v, "7", [[v.tea, 1]]);
  await v.pb.collection("orders").update(cooking.id, { started: true });
  await page.reload();
  const notStarted = page.getByRole("region", { name: "Not started" });
  const started = page.getByRole("region", { name: "Started", exact: true });
  await expect(notStarted.getByRole("article")).toHaveCount(1);

  await notStarted.getByRole("button", { name: "Delete" }).click();
  const ask = page.getByRole("dialog", { name: "Delete the order from table 7?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(notStarted.getByRole("article")).toHaveCount(1);
  expect((await v.pb.collection("orders").getOne(waiting.id)).id).toBe(waiting.id);

  await notStarted.getByRole("button", { name: "Delete" }).click();
  await confirmWith(page, "Yes, delete");
  await expect(page.getByText(messages.orderDeleted)).toBeVisible();
  await expect(notStarted.getByText("No orders waiting to be started.")).toBeVisible();
  await started.getByRole("button", { name: "Delete" }).click();
  await confirmWith(page, "Yes, delete");
  await expect(started.getByText("No orders in progress.")).toBeVisible();
  const left = await v.pb.collection("orders").getFullList({ filter: `tableSlug = "7"` });
  expect(left).toHaveLength(0);
});

test("two orders of the same table are combined into one", async ({ page }) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [3, 4]);
  const older = await sendGuestOrder(v, "3", [[v.soup, 1]]);
  const newer = await sendGuestOrder(v, "3", [
    [v.soup, 1],
    [v.tea, 1],
  ]);
  await sendGuestOrder(v, "4", [[v.tea, 2]]);
  await page.reload();

  const cards = page.getByRole("region", { name: "Not started" }).getByRole("article");
  await expect(cards).toHaveCount(3);
  // The only checkboxes on the page are the order selections (the sound switch is a toggle button).
  await expect(page.getByRole("checkbox")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Sound for new orders" })).toHaveAttribute("aria-pressed", "false");

  // Across tables the page asks first; cancelling changes nothing.
  await page.getByRole("checkbox", { name: /from table 4/ }).check();
  await page.getByRole("checkbox", { name: `Select order ${older.id} from table 3` }).check();
  await page.getByRole("button", { name: "Combine", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Combine orders from different tables?" });
  await expect(ask).toContainText("goes under table");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole("checkbox", { name: /from table 4/ }).uncheck();
  await page.getByRole("checkbox", { name: `Select order ${older.id} from table 3` }).uncheck();
  await expect(page.getByRole("button", { name: "Combine", exact: true })).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Select order ${older.id} from table 3` }).check();
  await expect(page.getByRole("button", { name: "Combine", exact: true })).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Select order ${newer.id} from table 3` }).check();
  await expect(page.getByRole("checkbox", { name: /from table 4/ })).toBeDisabled();
  await expect(page.getByText("Selected: 2 of 2")).toBeVisible();
  await page.getByRole("button", { name: "Combine", exact: true }).click();

  await expect(page.getByText(messages.ordersCombined)).toBeVisible();
  await expect(cards).toHaveCount(2);
  const merged = page.getByRole("article", { name: "Table 3" });
  await expect(merged).toContainText("Soup × 2");
  await expect(merged).toContainText("Tea × 1");
  await expect(merged).toContainText("11.00 EUR");
  await expect(page.getByText("Selected: 0 of 2")).toBeVisible();
  const list = await v.pb.collection("orders").getFullList({ filter: `tableSlug = "3"` });
  expect(list.map((o) => [o.id, o.total])).toEqual([[newer.id, 11]]);
});

test("changes from another device, and orders sent while the connection was lost, show up", async ({
  page,
  context,
}) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [2, 8]);
  await page.reload();
  const first = await sendGuestOrder(v, "2", [[v.tea, 1]]);
  const notStarted = page.getByRole("region", { name: "Not started" });
  await expect(notStarted.getByRole("article", { name: "Table 2" })).toBeVisible();

  // Another device starts it: the card moves to Started without a reload.
  await v.pb.collection("orders").update(first.id, { started: true });
  await expect(page.getByRole("region", { name: "Started" }).getByRole("article", { name: "Table 2" })).toBeVisible();

  // The stream drops; an order sent meanwhile is not pushed, so the board must reload on reconnect.
  await context.setOffline(true);
  await page.waitForTimeout(500);
  await sendGuestOrder(v, "8", [[v.soup, 1]]);
  await page.waitForTimeout(500);
  await expect(notStarted.getByRole("article", { name: "Table 8" })).toHaveCount(0);
  await context.setOffline(false);
  await expect(notStarted.getByRole("article", { name: "Table 8" })).toBeVisible({ timeout: 15_000 });
  // And the board is live again afterwards.
  await sendGuestOrder(v, "2", [[v.soup, 3]]);
  await expect(notStarted.getByRole("article", { name: "Table 2" })).toBeVisible({ timeout: 15_000 });
});

test("the table map sets the filter and the filter lives in the URL", async ({ page }) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, []);
  await v.pb
    .collection("tables")
    .create({ tableNumber: 12, round: true, diameter: 100, user: v.owner.id, x: 40, y: 30 });
  await v.pb
    .collection("tables")
    .create({ tableNumber: 1, round: false, width: 120, length: 80, user: v.owner.id, x: 200, y: 30 });
  await sendGuestOrder(v, "12", [[v.tea, 1]]);
  await sendGuestOrder(v, "1", [[v.soup, 1]]);
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(2);

  await page.getByRole("button", { name: "Show table map" }).click();
  const map = page.getByRole("dialog", { name: "Table layout" });
  const round = map.getByRole("button", { name: "Table 12" });
  await expect(round).toHaveCSS("width", "50px");
  const rect = map.getByRole("button", { name: "Table 1, 1 open order", exact: true });
  expect(await rect.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([
    60, 40,
  ]);
  await round.click();
  await expect(map).toBeHidden();
  await expect(page.getByLabel("Table number")).toHaveValue("12");
  await expect(page).toHaveURL(/table=12/);
  // Substring match: '1' also matches '12'; '12' only table 12.
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.reload();
  // The table filter is a plain text box (role textbox, not searchbox).
  await expect(page.getByRole("textbox", { name: "Table number" })).toHaveValue("12");
  await page.getByLabel("Table number").fill("1");
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByLabel("Table number").fill("x");
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("an edit based on an order changed meanwhile is refused and keeps the chosen lines", async ({ page }) => {
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [6]);
  const o = await sendGuestOrder(v, "6", [[v.soup, 1]]);
  await v.pb.collection("orders").update(o.id, { started: true });
  await page.reload();
  const card = page.getByRole("region", { name: "Started" }).getByRole("article", { name: "Table 6" });
  await card.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByRole("button", { name: "One more Soup" }).click();

  // Meanwhile another device adds tea to the same order. The card is behind the modal, which
  // hides the page from role queries (as from screen readers): look it up including hidden ones.
  await v.pb
    .collection("orders")
    .update(o.id, { items: [...o.items, { dishId: v.tea.id, title: "Tea", price: 2, count: 1, modifiers: {} }] });
  await expect(
    page
      .getByRole("region", { name: "Started", includeHidden: true })
      .getByRole("article", { name: "Table 6", includeHidden: true }),
  ).toContainText("Tea × 1");

  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.orderUpdateFailed)).toBeVisible();
  await expect(editor).toBeVisible();
  await expect(editor).toContainText("Soup × 2");
  const stored = await v.pb.collection("orders").getOne(o.id);
  expect(stored.items.map((l: { title: string; count: number }) => `${l.title} × ${l.count}`)).toEqual([
    "Soup × 1",
    "Tea × 1",
  ]);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();
});

// The guest page and its create hook are built on another branch; once merged this runs for real.
const hasGuestPage = fs.existsSync("pb_hooks/orders-create.pb.js");

test("an order sent from the guest page on a phone appears live with the banner", async ({ page, browser }) => {
  test.skip(!hasGuestPage, "the guest page is not in this branch yet (orders are sent through the API above)");
  const email = await registerAndLogin(page);
  const v = await setUpVenue(email, [5]);
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Not started" }).getByText("No orders waiting to be started."),
  ).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const guest = await phone.newPage();
  await guest.goto(`/${v.owner.publicLink}/5`);
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = guest.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await guest.getByRole("button", { name: "Add Soup" }).click();
  await guest.getByRole("button", { name: "Add Soup" }).click();
  await guest.getByRole("button", { name: "view and send order (2)" }).click();
  await guest.getByRole("dialog", { name: "Your Order" }).getByRole("button", { name: "Send Order" }).click();
  await expect(guest.getByText(messages.orderSent)).toBeVisible();

  await expect(page.getByText(messages.newOrderFromTable.replace("{{table}}", "5"))).toBeVisible();
  const card = page.getByRole("region", { name: "Not started" }).getByRole("article", { name: "Table 5" });
  await expect(card).toContainText("Soup × 2");
  await expect(card).toContainText("9.00 EUR");
  await phone.close();
});
