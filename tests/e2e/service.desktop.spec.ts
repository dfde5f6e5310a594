// The owner's screens in a busy service (issue 29): a waiter call stands apart on the board, cannot
// be combined and never reaches the kitchen; extras show in Finished orders; a corrected field
// loses its error; Print all tables puts several scannable codes on an A4 page. Each screen is
// checked with axe-core and photographed at 390, 1024 and 1280 px (into /tmp/h5shots when it exists).
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import PocketBase from "pocketbase";
import { PNG } from "pngjs";
import { msg } from "../../src/domain/messages";
import { adminClient, baseURL } from "./fixtures";
import { guestOrder, kitchenVenue } from "./kitchen-helpers";
import { signInPage } from "./owner-session";

async function expectNoSeriousAxe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Screenshots of the page at the three widths, when a folder for them exists (looked at by hand). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test("a waiter call stands apart on the board, cannot be combined, and never reaches the kitchen", async ({ page }) => {
  const v = await kitchenVenue("waiter-call", [3, 4]);
  await guestOrder(v, 4, [{ dish: v.soup, count: 1, modifiers: { Bread: 0 } }]);
  await new PocketBase(baseURL).collection("orders").create({
    user: v.owner.user.id,
    userSlug: v.owner.user.publicLink,
    tableSlug: "3",
    items: [{ dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }],
    total: 0,
  });
  await signInPage(page, v.owner);
  await page.goto("/orders");
  const notStarted = page.getByRole("region", { name: "Not started" });
  const call = notStarted.getByRole("article", { name: "Table 3" });
  const food = notStarted.getByRole("article", { name: "Table 4" });
  await expect(call).toContainText("Waiter called: paying by cash");
  await expect(call).toHaveClass(/is-waiter-call/);
  await expect(call.getByRole("button", { name: "Print ticket" })).toHaveCount(0);
  await expect(food.getByRole("button", { name: "Print ticket" })).toBeVisible();
  await expect(food).not.toHaveClass(/is-waiter-call/);
  // How long each has waited.
  await expect(food.locator(".order-wait")).toHaveText(/just now|\d+ min/);
  await expect(page.getByText("Tick two orders to combine them into one.")).toBeVisible();
  await expectNoSeriousAxe(page);
  await shots(page, "orders");

  // Combining says why it cannot, and changes nothing.
  await call.getByRole("checkbox").check();
  await food.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Combine" }).click();
  await expect(page.getByRole("alert").filter({ hasText: msg("waiterCallNotCombined") })).toBeVisible();
  await expect(notStarted.getByRole("article")).toHaveCount(2);
  // Asked directly, the server refuses too.
  const orders = await v.owner.pb.collection("orders").getFullList();
  const refused = await v.owner.pb
    .send("/api/orders/combine", { method: "POST", body: { ids: orders.map((o) => o.id) } })
    .then(
      () => null,
      (e: { status: number; response: { message: string } }) => e,
    );
  expect(refused?.status).toBe(400);
  expect(refused?.response.message).toBe(msg("waiterCallNotCombined"));

  // The kitchen sees the food only.
  await page.goto("/kitchen");
  const cards = page.getByTestId("kitchen-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Table 4");
  await expect(page.getByText(/Pay Cash/)).toHaveCount(0);
  await expectNoSeriousAxe(page);
  await shots(page, "kitchen");
});

test("extras show in Finished orders", async ({ page }) => {
  const v = await kitchenVenue("finished-extras", [2]);
  const admin = await adminClient();
  const base = { user: v.owner.user.id, userSlug: "", tableSlug: "2", started: true, finished: true, currency: "EUR" };
  const soupLine = { dishId: v.soup.id, title: "Soup", price: 4.5, count: 1, modifiers: {} };
  const breadLine = { ...soupLine, dishId: `${v.soup.id}_Bread:0.5`, price: 5, modifiers: { Bread: 0.5 } };
  await admin.collection("orders").create({ ...base, items: [soupLine, breadLine], total: 9.5 });
  await signInPage(page, v.owner);
  await page.goto("/finished-orders");
  const card = page.getByRole("article", { name: "Finished order, table 2" });
  const lines = card.locator(".finished-lines li");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).not.toContainText("+");
  await expect(lines.nth(1)).toContainText("Soup × 1");
  await expect(lines.nth(1)).toContainText("+ Bread");
  await expect(lines.nth(1)).toContainText("5.00 EUR");
  await expectNoSeriousAxe(page);
  await shots(page, "finished");
});

test("a corrected field loses its error", async ({ page }) => {
  const v = await kitchenVenue("field-error", []);
  await signInPage(page, v.owner);
  await page.goto("/tablesqr");
  await page.getByRole("button", { name: "New table" }).click();
  const dialog = page.getByRole("dialog", { name: "New table" });
  await dialog.getByLabel("Table number").fill("0");
  await dialog.getByRole("button", { name: "Create table" }).click();
  await expect(dialog.getByText(msg("tableNumberMin"))).toBeVisible();
  await dialog.getByLabel("Table number").fill("5");
  await expect(dialog.getByText(msg("tableNumberMin"))).toHaveCount(0);
  await expect(dialog.getByLabel("Table number")).not.toHaveAttribute("aria-invalid", "true");
  // Wrong again and submitted: the error is back.
  await dialog.getByLabel("Table number").fill("-2");
  await dialog.getByRole("button", { name: "Create table" }).click();
  await expect(dialog.getByText(msg("tableNumberMin"))).toBeVisible();
});

test("Print all tables puts six codes on an A4 page, each at least 4 cm and each decodes", async ({
  page,
  context,
}) => {
  const v = await kitchenVenue("print-all", [1, 2, 3, 4, 5, 6, 7]);
  await v.owner.pb.collection("users").update(v.owner.user.id, { menuTitle: "Print Bistro", qrtext: "Scan to order" });
  await signInPage(page, v.owner);
  await page.goto("/tablesqr");
  await expect(page.getByRole("button", { name: "Table 7", exact: true })).toBeVisible();
  await expect(page.locator(".table-list li.selected")).toHaveCount(1);
  await expectNoSeriousAxe(page);
  await shots(page, "tables");

  // Keep what react-to-print's frame holds (it is removed after printing).
  await page.evaluate(() => {
    const w = window as unknown as { printedHtml: string };
    w.printedHtml = "";
    const poll = () => {
      const doc = document.querySelector("iframe")?.contentDocument;
      if (doc && doc.querySelectorAll("[data-testid='qr-tile'] svg").length >= 7)
        w.printedHtml = doc.documentElement.outerHTML;
      if (!w.printedHtml) requestAnimationFrame(poll);
    };
    poll();
  });
  await page.getByRole("button", { name: "Print all tables" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printedHtml: string }).printedHtml)).not.toBe("");
  const html = await page.evaluate(() => (window as unknown as { printedHtml: string }).printedHtml);
  expect(html).toContain("Print Bistro");
  expect(html).toContain("Scan to order");

  // Print it as Chromium does: seven cards on two A4 pages.
  const sheet = await context.newPage();
  await sheet.goto("/404-print-check");
  await sheet.setContent(html);
  const pdf = (await sheet.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(2);

  // Each code is at least 4 cm across in print, and decodes to its table's guest page.
  await sheet.emulateMedia({ media: "print" });
  await sheet.setViewportSize({ width: 760, height: 1100 });
  const codes = sheet.locator("[data-testid='qr-tile'] svg");
  await expect(codes).toHaveCount(7);
  const cm = 96 / 2.54;
  for (let i = 0; i < 7; i++) {
    const box = (await codes.nth(i).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(4 * cm);
    await codes.nth(i).scrollIntoViewIfNeeded();
    const shown = (await codes.nth(i).boundingBox())!;
    const png = PNG.sync.read(
      await sheet.screenshot({
        clip: { x: shown.x - 16, y: shown.y - 16, width: shown.width + 32, height: shown.height + 32 },
      }),
    );
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`${baseURL}/${v.owner.user.publicLink}/${i + 1}`);
  }
  await sheet.screenshot({ path: "/tmp/h5shots/print-all.png", fullPage: true }).catch(() => {});
  await sheet.close();
});

test("Edit menu lists the dishes first; adding one is a section of its own that says 'Dish added'", async ({
  page,
}) => {
  const v = await kitchenVenue("edit-menu", []);
  await signInPage(page, v.owner);
  await page.goto("/editmenu");
  const list = page.getByRole("list", { name: "Dishes" });
  await expect(list.getByRole("switch", { name: "Available: Soup" })).toBeVisible();
  // With dishes on the menu the add section starts folded: the list is not pushed down.
  const form = page.getByRole("form", { name: "Add dish" });
  await expect(form).toBeHidden();
  await expect(list).toContainText("4.50 EUR");
  await expectNoSeriousAxe(page);
  await shots(page, "editmenu");
  await page.locator(".add-dish > summary").click();
  await form.getByLabel("Title", { exact: true }).fill("Night cocktail");
  await form.getByLabel("Price").fill("9");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Mains" });
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: msg("dishAdded", { title: "Night cocktail" }) }),
  ).toBeVisible();
  await expect(list.getByRole("switch", { name: "Available: Night cocktail" })).toBeVisible();
  const box = (await form.getByRole("group", { name: "Allergens" }).getByRole("checkbox").first().boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await expectNoSeriousAxe(page);
  await shots(page, "editmenu-open");
});

test("a forgotten PIN is removed with the account password on the PIN screen", async ({ page }) => {
  const v = await kitchenVenue("forgot-pin", []);
  await v.owner.pb.send("/api/pin/change", { method: "POST", body: { pin: "2468" } });
  await signInPage(page, v.owner);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Enter PIN" })).toBeVisible();
  await page.getByText("Forgot the PIN?").click();
  const form = page.getByRole("form", { name: "Remove the PIN" });
  await form.getByLabel("Account password").fill("not-the-password");
  await form.getByRole("button", { name: "Remove the PIN" }).click();
  await expect(form.getByText("Wrong password.")).toBeVisible();
  await expectNoSeriousAxe(page);
  await shots(page, "pin-gate");
  await form.getByLabel("Account password").fill(v.owner.password);
  await form.getByRole("button", { name: "Remove the PIN" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  expect(await v.owner.pb.send("/api/pin/status", {})).toEqual({ isSet: false });
});
