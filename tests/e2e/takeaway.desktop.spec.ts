// Takeaway and order-ahead (docs/takeaway.md) in a real Chromium against the real server: the
// owner switches it on in Settings (the link and QR code), a guest orders on a phone from the
// venue's /{link}/takeaway page with a pickup time and a name and follows the number live, the
// board tells the order apart, and the counter's /pickup screen moves the number from "Being
// prepared" to "Ready". axe-core on each new screen; screenshots at 390/1024/1280 px under SHOTS.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { middayZone } from "../helpers/midday-zone";
import { newOwner, signInPage, type E2EOwner } from "./owner-session";

async function expectAccessible(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, `axe in state "${state}"`).toEqual([]);
}

async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const ALL_DAY = {
  on: true,
  slotMinutes: 5,
  maxOrders: 20,
  maxItems: 0,
  leadMinutes: 0,
  opens: "00:00",
  closes: "23:59",
  payment: "cash",
};

async function venueWithSoup(prefix: string): Promise<E2EOwner> {
  const owner = await newOwner(prefix);
  // Where it is midday now: today's pickup times are open at any hour of the run.
  await owner.pb.collection("users").update(owner.user.id, { timeZone: middayZone() });
  const cat = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: owner.user.id });
  await owner.pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: owner.user.id, order: 0, available: true });
  return owner;
}

test("the owner switches takeaway on in Settings and gets the venue's link and QR code", async ({ page }) => {
  const owner = await venueWithSoup("takeaway-settings");
  await signInPage(page, owner);
  await page.goto("/settings");
  const panel = page.getByRole("region", { name: "Takeaway" });
  await expect(panel.getByRole("checkbox", { name: "Guests can order ahead for pickup" })).not.toBeChecked();
  await expectAccessible(page, "takeaway off");
  // A refusal from the server is shown and changes nothing.
  await panel.getByRole("checkbox", { name: "Guests can order ahead for pickup" }).check();
  await panel.getByLabel("Opens").fill("20:00");
  await panel.getByLabel("Closes").fill("20:00");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText("Takeaway opens and closes at different times.")).toBeVisible();
  // Hours across midnight and order-ahead are the venue's choice.
  await panel.getByLabel("Closes").fill("02:00");
  await panel.getByLabel("Days ahead (0 = today only)").fill("15");
  await panel.getByRole("button", { name: "Save" }).click();
  // The browser holds a number past 14 back (the server refuses it too: takeaway.test.ts).
  expect(
    await panel
      .getByLabel("Days ahead (0 = today only)")
      .evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow),
  ).toBe(true);
  await panel.getByLabel("Days ahead (0 = today only)").fill("2");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText("Takeaway saved.")).toBeVisible();
  const saved = await owner.pb.send<{ settings: { opens: string; closes: string; daysAhead: number } }>(
    "/api/venue/takeaway",
    {},
  );
  expect(saved.settings).toMatchObject({ opens: "20:00", closes: "02:00", daysAhead: 2 });
  await panel.getByLabel("Days ahead (0 = today only)").fill("0");
  await panel.getByLabel("Opens").fill("00:00");
  await panel.getByLabel("Closes").fill("23:59");
  await panel.getByLabel("Slot every (minutes)").fill("5");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText("Takeaway saved.")).toBeVisible();
  const link = `/${owner.user.publicLink}/takeaway`;
  await expect(panel.getByRole("link", { name: new RegExp(`${link}$`) })).toBeVisible();
  await expect(panel.getByRole("img", { name: "QR code of the takeaway page" })).toBeVisible();
  await expectAccessible(page, "takeaway on");
  await panel.scrollIntoViewIfNeeded();
  if (process.env.SHOTS) {
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.screenshot({ path: `${process.env.SHOTS}/takeaway-settings-${width}.png` });
    }
  }
});

test("a guest orders ahead on a phone and follows the pickup number; the board and the pickup screen show it", async ({
  browser,
  page,
}) => {
  const owner = await venueWithSoup("takeaway-order");
  await owner.pb.send("/api/venue/takeaway", { method: "POST", body: { settings: ALL_DAY } });

  // The guest, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const guest = await phone.newPage();
  await guest.goto(`/${owner.user.publicLink}/takeaway`);
  await expect(guest.getByText("Takeaway", { exact: true })).toBeVisible();
  const toast = guest.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  // No table to call a waiter to: the bottom button only opens the order, once there is one.
  await expect(guest.getByRole("button", { name: "call waiter" })).toHaveCount(0);
  await expect(guest.getByRole("button", { name: "view and send order (0)" })).toBeDisabled();
  await guest.getByRole("button", { name: "Add Soup" }).click();
  await guest.getByRole("button", { name: "view and send order (1)" }).click();
  const dialog = guest.getByRole("dialog", { name: "Your Order" });
  const send = dialog.getByRole("button", { name: "Send Order" });
  await expect(send).toBeDisabled();
  const time = dialog.getByLabel("Pickup time");
  await expect(time).toBeVisible();
  // Today only (the default): one list of times, no day groups.
  await expect(time.locator("optgroup")).toHaveCount(0);
  const value = (await time.locator("option:not([disabled])").nth(1).getAttribute("value")) ?? "";
  await time.selectOption(value);
  const first = value.split(" ")[1];
  await dialog.getByLabel("Your name (for the pickup)").fill("Anna");
  await expectAccessible(guest, "takeaway order dialog");
  if (process.env.SHOTS) await dialog.screenshot({ path: `${process.env.SHOTS}/takeaway-order-390.png` });
  await send.click();
  await expect(guest.getByText(`Pickup number 1 at ${first}`)).toBeVisible();
  await expect(guest.getByText("Status: received")).toBeVisible();
  // Where the browser can receive push: one tap away from a notification when it is ready
  // (docs/takeaway.md#ready-notification; the push itself is tests/integration/guest-push.test.ts).
  const notify = guest.getByRole("button", { name: "Notify me when it's ready" });
  await expect(notify).toBeVisible();
  await expectAccessible(guest, "takeaway order sent");
  if (process.env.SHOTS)
    await guest.screenshot({ path: `${process.env.SHOTS}/takeaway-guest-notify-390.png`, fullPage: true });

  // The board tells it apart.
  await signInPage(page, owner);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: `Takeaway 1 · ${first} · Anna` })).toBeVisible();

  // The counter's pickup screen: being prepared, then ready, live.
  const counter = await page.context().newPage();
  await counter.goto("/pickup");
  const preparing = counter.getByRole("region", { name: "Being prepared" });
  const ready = counter.getByRole("region", { name: "Ready" });
  await expect(preparing.getByRole("listitem")).toHaveText(["1"]);
  await expect(ready.getByText("None right now")).toBeVisible();
  await expectAccessible(counter, "pickup screen");
  const id = (
    await owner.pb.collection("orders").getFirstListItem(`user = "${owner.user.id}" && tableSlug = "takeaway"`)
  ).id;
  await owner.pb.collection("orders").update(id, { started: true });
  await expect(guest.getByText("Status: being prepared")).toBeVisible();
  await owner.pb.collection("orders").update(id, { finished: true });
  await expect(ready.getByRole("listitem")).toHaveText(["1"]);
  await expect(preparing.getByText("None right now")).toBeVisible();
  await expect(guest.getByText("Status: ready for pickup")).toBeVisible();
  await expect(notify).toHaveCount(0);
  await shots(counter, "pickup-screen");
  if (process.env.SHOTS)
    await guest.screenshot({ path: `${process.env.SHOTS}/takeaway-guest-ready-390.png`, fullPage: true });
  await phone.close();
});

test("order-ahead: a guest picks tomorrow's slot; the board says the day and today's pickup screen leaves it out", async ({
  browser,
  page,
}) => {
  const owner = await venueWithSoup("takeaway-ahead");
  await owner.pb.send("/api/venue/takeaway", { method: "POST", body: { settings: { ...ALL_DAY, daysAhead: 1 } } });
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const guest = await phone.newPage();
  await guest.goto(`/${owner.user.publicLink}/takeaway`);
  const toast = guest.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await guest.getByRole("button", { name: "Add Soup" }).click();
  await guest.getByRole("button", { name: "view and send order (1)" }).click();
  const dialog = guest.getByRole("dialog", { name: "Your Order" });
  const time = dialog.getByLabel("Pickup time");
  // One group of times per day.
  await expect(time.locator("optgroup")).toHaveCount(2);
  await expect(time.locator("optgroup").first()).toHaveAttribute("label", "Today");
  await expect(time.locator("optgroup").nth(1)).toHaveAttribute("label", "Tomorrow");
  const value = (await time.locator('optgroup[label="Tomorrow"] option').nth(4).getAttribute("value")) ?? "";
  const [day, at] = value.split(" ");
  expect(at).toBe("00:20");
  await time.selectOption(value);
  await dialog.getByLabel("Your name (for the pickup)").fill("Ben");
  await expectAccessible(guest, "order-ahead dialog");
  if (process.env.SHOTS) await dialog.screenshot({ path: `${process.env.SHOTS}/takeaway-ahead-390.png` });
  await dialog.getByRole("button", { name: "Send Order" }).click();
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  await expect(guest.getByText(/Pickup number 1 at 00:20 on /)).toBeVisible();
  const stored = await owner.pb.collection("orders").getFirstListItem(`user = "${owner.user.id}"`);
  expect(stored).toMatchObject({ pickupDay: day, pickupAt: "00:20", pickupNumber: 1 });

  await signInPage(page, owner);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: `Takeaway 1 · ${label} 00:20 · Ben` })).toBeVisible();
  await page.goto("/pickup");
  await expect(page.getByRole("region", { name: "Being prepared" }).getByText("None right now")).toBeVisible();
  await phone.close();
});

test("a takeaway guest paying cash gets the receipt on the phone once the staff hand the order over", async ({
  browser,
}) => {
  const owner = await venueWithSoup("takeaway-receipt");
  await owner.pb.collection("users").update(owner.user.id, {
    moneyRules: { receipt: { legalName: "Soup Counter Ltd", address: "1 Main St", taxNumber: "" } },
  });
  await owner.pb.send("/api/venue/takeaway", { method: "POST", body: { settings: ALL_DAY } });
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const guest = await phone.newPage();
  await guest.goto(`/${owner.user.publicLink}/takeaway`);
  const toast = guest.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  await guest.getByRole("button", { name: "Add Soup" }).click();
  await guest.getByRole("button", { name: "view and send order (1)" }).click();
  const dialog = guest.getByRole("dialog", { name: "Your Order" });
  const time = dialog.getByLabel("Pickup time");
  await time.selectOption((await time.locator("option:not([disabled])").nth(1).getAttribute("value")) ?? "");
  await dialog.getByLabel("Your name (for the pickup)").fill("Cleo");
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(guest.getByText("Status: received")).toBeVisible();
  const order = guest.locator(".my-order").filter({ hasText: "Soup" });
  // Not handed over yet: no receipt to show.
  await expect(order.getByRole("button", { name: "Receipt" })).toHaveCount(0);

  // The staff hand it over (paid at the counter): its receipt is issued, and the phone offers it live.
  const id = (
    await owner.pb.collection("orders").getFirstListItem(`user = "${owner.user.id}" && tableSlug = "takeaway"`)
  ).id;
  await owner.pb.collection("orders").update(id, { finished: true });
  await expect(guest.getByText("Status: ready for pickup")).toBeVisible();
  await expect(order.getByRole("button", { name: "Receipt" })).toBeVisible();
  if (process.env.SHOTS) await order.screenshot({ path: `${process.env.SHOTS}/takeaway-receipt-button-390.png` });
  await order.getByRole("button", { name: "Receipt" }).click();
  const receipt = guest.getByRole("dialog", { name: "Receipt" });
  await expect(receipt.getByText("Soup Counter Ltd")).toBeVisible();
  await expect(receipt.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expectAccessible(guest, "takeaway receipt");
  if (process.env.SHOTS)
    await guest.screenshot({ path: `${process.env.SHOTS}/takeaway-receipt-390.png`, fullPage: true });
  const [download] = await Promise.all([
    guest.waitForEvent("download"),
    receipt.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("receipt-1.pdf");
  await phone.close();
});
