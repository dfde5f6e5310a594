// A cash refund in Chromium (docs/tax-and-receipts.md#cash-refunds): the owner finds a takeaway
// order's receipt (paid at the counter) on the Orders page, opens Refund in cash, types an amount,
// is asked to confirm (Cancel records nothing), confirms and sees the credit receipt that points to
// the original; screenshots at 390/1024/1280 px and no serious or critical axe violation.
import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import PocketBase from "pocketbase";
import { baseURL } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";
import { middayZone } from "../helpers/midday-zone";

test("the owner refunds part of a receipt in cash after confirming; the credit receipt shows", async ({ page }) => {
  const owner = await newOwner("cash-refund");
  const pb = owner.pb;
  const id = owner.user.id;
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: id });
  const dish = await pb
    .collection("dishes")
    .create({ title: "Soup", price: 4.5, category: cat.id, user: id, order: 0 });
  // A zone where it is midday now, so today's pickup slots are open.
  await pb.collection("users").update(id, {
    currency: "EUR",
    timeZone: middayZone(),
    checklistOpen: false,
    moneyRules: {
      tax: { mode: "inclusive", rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" },
      receipt: { legalName: "Soup Ltd", address: "1 Main St", taxNumber: "" },
    },
  });
  await pb.send("/api/venue/takeaway", {
    method: "POST",
    body: {
      settings: {
        on: true,
        slotMinutes: 15,
        maxOrders: 3,
        maxItems: 0,
        leadMinutes: 30,
        opens: "06:00",
        closes: "20:00",
        payment: "cash",
      },
    },
  });
  const guest = new PocketBase(baseURL);
  guest.autoCancellation(false);
  const slots = await guest.send<{ slots: { time: string; open: boolean }[] }>(
    `/api/takeaway/${owner.user.publicLink}/slots`,
    { method: "GET" },
  );
  const order = await guest.collection("orders").create(
    {
      userSlug: owner.user.publicLink,
      tableSlug: "takeaway",
      items: [{ dishId: dish.id, count: 3 }],
      clientRequestId: `cash-refund-${Date.now()}`,
      pickupName: "Anna",
      pickupAt: slots.slots.find((s) => s.open)!.time,
    },
    { headers: { "X-Guest-Token": `guest-cash-refund-${"x".repeat(24)}` } },
  );
  await pb.collection("orders").update(order.id, { finished: true });
  const credits = async () =>
    (
      await pb.send<{ items: { receipt: { kind: string } }[] }>("/api/venue/receipts", {
        method: "GET",
        query: { order: order.id },
      })
    ).items.filter((r) => r.receipt.kind === "credit");

  await signInPage(page, owner);
  await page.goto("/orders");
  const find = page.getByRole("form", { name: "Find a receipt" });
  await find.getByLabel("Receipt number").fill("1");
  await find.getByRole("button", { name: "Show receipt" }).click();
  const dialog = page.getByRole("dialog", { name: "Receipt" });
  await expect(dialog.getByRole("article", { name: "Receipt 1" })).toBeVisible();
  await dialog.getByRole("button", { name: "Refund in cash" }).click();
  const form = dialog.getByRole("form", { name: "Refund in cash" });
  await expect(form.getByText("Up to 13.50 EUR can be given back.")).toBeVisible();
  const amount = form.getByLabel("Amount to give back (EUR)");
  await expect(amount).toHaveValue("13.50");
  // More than was paid: the button stays off and the limit is said.
  await amount.fill("14");
  await expect(form.getByText("Refund from 0.01 to 13.50 EUR.")).toBeVisible();
  await expect(form.getByRole("button", { name: "Refund in cash" })).toBeDisabled();
  await amount.fill("5");

  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/cash-refund-${width}.png` });
  }
  const axe = await new AxeBuilder({ page }).include(".staff-receipt").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Asked first; Cancel records nothing.
  await form.getByRole("button", { name: "Refund in cash" }).click();
  const confirm = page.getByRole("dialog", { name: "Give back 5.00 EUR in cash?" });
  await expect(confirm.getByText("A credit receipt for receipt 1 is made. It cannot be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await credits()).toEqual([]);

  await form.getByRole("button", { name: "Refund in cash" }).click();
  await page
    .getByRole("dialog", { name: "Give back 5.00 EUR in cash?" })
    .getByRole("button", { name: "Refund 5.00 EUR" })
    .click();
  await expect(dialog.getByRole("article", { name: "Credit receipt 2" })).toBeVisible();
  await expect(dialog.getByText("Credit for receipt 1")).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Refunded in cash: credit receipt 2 for receipt 1.");
  expect(await credits()).toHaveLength(1);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `docs/screenshots/cash-refund-credit-390.png` });

  // The accountant's view: the refund is a negative row of its day, and the period is net of it.
  await page.keyboard.press("Escape");
  await page.goto("/finished-orders");
  const report = page.getByRole("region", { name: "Tax and service charge", exact: true });
  const refundRow = report.getByRole("row", { name: /cash refunds/ });
  await expect(refundRow).toContainText("-5.00");
  await expect(report.getByRole("row", { name: /^Period/ })).toContainText("8.50");
  await page.setViewportSize({ width: 1024, height: 900 });
  await report.scrollIntoViewIfNeeded();
  await report.screenshot({ path: `docs/screenshots/cash-refund-report-1024.png` });
});
