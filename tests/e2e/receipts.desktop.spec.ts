// Receipts (docs/tax-and-receipts.md#receipts), end to end against the local Stripe stand-in on a
// PocketBase of its own (as payments.desktop.spec.ts): a venue with its legal details and a 7 %
// rate included in prices; a phone at table 3 orders, asks for the bill, pays its share online,
// opens the receipt (legal name, number, tax, total), downloads it as a PDF (a real file that is a
// PDF), and finds it again from the bill; the staff open it from Find a receipt and see Print.
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import PocketBase from "pocketbase";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { paymentsServer } from "./payments-server";
import { pdfText } from "../helpers/pdf-text";
import jaReceipt from "../../src/domain/receipt-words/ja";
import jaTab from "../../src/domain/tab-words/ja";

const server = paymentsServer("receipts");

async function phone(browser: Browser, where: string): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await ctx.newPage();
  await page.goto(where);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  return page;
}

/**
 * A venue with table tabs, tax, the receipt's details in `money` and online payment on, one dish
 * `dish` at 4.50 EUR and table 3: the owner's signed-in client, record and table (its key for the QR link).
 */
async function tabVenueWithPayments(
  prefix: string,
  dish: string,
  money: Record<string, unknown>,
  fields: Record<string, unknown> = {},
) {
  const pb = new PocketBase(server.url());
  pb.autoCancellation(false);
  const email = `${prefix}-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
  const auth = await pb.collection("users").authWithPassword(email, "owner-password-123");
  const owner = await pb.collection("users").update(auth.record.id, {
    currency: "EUR",
    tableService: "tab",
    timeZone: "Europe/Berlin",
    ...fields,
    moneyRules: {
      tax: { mode: "inclusive", rates: [{ id: "food", name: "Food", percent: 7 }], defaultRate: "food" },
      ...money,
    },
  });
  const cat = await pb.collection("categories").create({ title: "Mains", order: 0, user: owner.id });
  await pb.collection("dishes").create({ title: dish, price: 4.5, category: cat.id, user: owner.id, order: 0 });
  const table3 = await pb
    .collection("tables")
    .create({ tableNumber: 3, user: owner.id, width: 80, length: 80, x: 0, y: 0 });
  await pb.send("/api/payments/connect", { method: "POST" });
  await pb.send("/api/payments/refresh", { method: "POST" });
  await pb.send("/api/payments/settings", { method: "POST", body: { on: true } });
  return { pb, owner, table3 };
}

/**
 * On a guest's phone at table 3: starts the group, adds `dish` twice, sends, asks for the bill split
 * equally by 2 and pays share 1 online; returns the receipt dialog that says the payment was received.
 */
async function payFirstShare(guest: Page, dish: string) {
  await guest.getByRole("button", { name: "Start a group order" }).click();
  await guest.getByRole("button", { name: `+ Add ${dish}` }).click();
  await guest.getByRole("button", { name: `+ Add ${dish}` }).click();
  await guest.getByRole("button", { name: /^Group cart \(/ }).click();
  await guest
    .getByRole("dialog", { name: "Group cart" })
    .getByRole("button", { name: /Send group order/ })
    .click();
  await expect(guest.getByText("Order sent!")).toBeVisible();
  await guest.getByRole("button", { name: /^Bill/ }).click();
  const bill = guest.getByRole("dialog", { name: "Bill, table 3" });
  await bill.getByLabel("Split equally").check();
  await bill.getByLabel("Number of people").fill("2");
  await bill.getByRole("button", { name: "Ask for the bill" }).click();
  await expect(bill).toBeHidden();
  await guest.getByRole("button", { name: /^Bill/ }).click();
  await bill.getByRole("button", { name: "Pay now Share 1 of 2" }).click();
  await expect(guest.getByRole("heading", { name: "Pay 4.50 EUR" })).toBeVisible();
  await guest.getByRole("button", { name: "Pay" }).click();
  const paid = guest.getByRole("dialog", { name: "Receipt" });
  await expect(paid.getByText("Payment received. Thank you!")).toBeVisible();
  return paid;
}

test("a guest pays a share online, sees the receipt and downloads it as a PDF; the staff find and print it", async ({
  page,
}, testInfo) => {
  const { pb, owner, table3 } = await tabVenueWithPayments("receipts", "Soup", {
    receipt: { legalName: "Suppenküche GmbH", address: "Hauptstraße 1, 10115 Berlin", taxNumber: "DE123456789" },
  });

  const browser = page.context().browser() as Browser;
  const guest = await phone(browser, `${server.url()}/${owner.publicLink}/3?k=${table3.key}`);
  // A Latin-1 receipt's PDF uses the standard fonts: the Unicode font is never fetched.
  const fonts: string[] = [];
  guest.on("request", (r) => {
    if (r.url().includes("/fonts/")) fonts.push(r.url());
  });
  // The group's order; the bill, split in two, no tip; this phone pays the first share online.
  const paid = await payFirstShare(guest, "Soup");
  const bill = guest.getByRole("dialog", { name: "Bill, table 3" });

  // The full receipt: the venue's legal details, its number, the tax included, the total.
  await paid.getByRole("button", { name: "Show the receipt" }).click();
  // The receipt opens over the payment's dialog (both are named "Receipt"): the topmost is the last.
  const receipt = guest.getByRole("dialog", { name: "Receipt" }).last();
  const doc = receipt.getByRole("article", { name: "Receipt 1" });
  await expect(doc).toBeVisible();
  await expect(doc.getByText("Suppenküche GmbH")).toBeVisible();
  await expect(doc.getByText("Hauptstraße 1, 10115 Berlin")).toBeVisible();
  await expect(doc.getByText("Tax number DE123456789")).toBeVisible();
  await expect(doc.getByRole("row", { name: /2 × Soup/ })).toContainText("9.00 EUR");
  await expect(doc.getByRole("row", { name: "Your share" })).toContainText("4.50 EUR");
  await expect(doc.getByRole("row", { name: /incl\. tax Food 7 %/ })).toBeVisible();
  await expect(doc.getByRole("row", { name: "Total" })).toContainText("4.50 EUR");
  await expect(doc.getByText("Paid online")).toBeVisible();
  const axe = await new AxeBuilder({ page: guest }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  for (const width of [390, 1024, 1280]) {
    await guest.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await guest.screenshot({ path: testInfo.outputPath(`receipt-${width}.png`) });
    if (process.env.SHOTS) await guest.screenshot({ path: `${process.env.SHOTS}/receipt-view-${width}.png` });
  }
  await guest.setViewportSize({ width: 390, height: 844 });

  // Download PDF: pdfkit is fetched on the tap, the file is a PDF.
  const [download] = await Promise.all([
    guest.waitForEvent("download"),
    receipt.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("receipt-1.pdf");
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
  expect(bytes.length).toBeGreaterThan(1000);
  const text = pdfText(bytes);
  for (const want of [
    "Suppenküche GmbH",
    "Tax number DE123456789",
    "Receipt 1",
    "2 × Soup",
    "incl. tax Food 7 %",
    "Total",
  ]) {
    expect(text).toContain(want);
  }
  expect(fonts).toEqual([]);

  // From the bill later: the paid share has its receipt.
  await receipt.getByRole("button", { name: /close/i }).first().click();
  await paid.getByRole("button", { name: /close/i }).first().click();
  await expect(paid).toBeHidden();
  await guest.getByRole("button", { name: /^Bill/ }).click();
  await bill.getByRole("button", { name: "Receipt of Share 1 of 2" }).click();
  await expect(guest.getByRole("article", { name: "Receipt 1" })).toBeVisible();

  // The staff: Find a receipt by its number on the Orders page; Print is there.
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, session);
  await page.goto(`${server.url()}/orders`);
  const card = page.getByRole("region", { name: "Open tables" }).getByRole("article", { name: "Table 3" });
  await card.getByRole("button", { name: "Receipt 1" }).click();
  const staff = page.getByRole("dialog", { name: "Receipt" });
  await expect(staff.getByRole("article", { name: "Receipt 1" })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("staff-receipt-1280.png") });
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/staff-receipt-1280.png` });
  await staff.getByRole("button", { name: /close/i }).first().click();
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`staff-card-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("form", { name: "Find a receipt" }).getByLabel("Receipt number").fill("1");
  await page.getByRole("form", { name: "Find a receipt" }).getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("dialog", { name: "Receipt" }).getByRole("article", { name: "Receipt 1" })).toBeVisible();
});

test("a venue without table tabs finds a receipt by number on the Orders page; an unknown number is told", async ({
  page,
}, testInfo) => {
  const pb = new PocketBase(server.url());
  pb.autoCancellation(false);
  const email = `receipts-plain-${Date.now()}@example.com`;
  await pb.collection("users").create({ email, password: "owner-password-123", passwordConfirm: "owner-password-123" });
  const auth = await pb.collection("users").authWithPassword(email, "owner-password-123");
  await pb.collection("users").update(auth.record.id, {
    currency: "EUR",
    moneyRules: { receipt: { legalName: "Counter Ltd", address: "", taxNumber: "" } },
  });
  await pb.collection("users").authRefresh();
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, session);
  await page.goto(`${server.url()}/orders`);
  const section = page.getByRole("region", { name: "Receipts" });
  await section.getByLabel("Receipt number").fill("7");
  await section.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("dialog", { name: "Receipt" }).getByRole("alert")).toHaveText(
    "There is no receipt with this number.",
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("receipts-find-390.png") });
});

test("a receipt with a Cyrillic dish downloads as a PDF in the Unicode font, the dish's name intact", async ({
  page,
}) => {
  const { owner, table3 } = await tabVenueWithPayments("receipts-unicode", "Борщ", {
    receipt: { legalName: "Kafe Odessa GmbH", address: "Hauptstraße 1, 10115 Berlin", taxNumber: "DE123456789" },
  });

  const browser = page.context().browser() as Browser;
  const guest = await phone(browser, `${server.url()}/${owner.publicLink}/3?k=${table3.key}`);
  const fonts: string[] = [];
  guest.on("request", (r) => {
    if (r.url().includes("/fonts/")) fonts.push(new URL(r.url()).pathname);
  });
  const paid = await payFirstShare(guest, "Борщ");
  await paid.getByRole("button", { name: "Show the receipt" }).click();
  const receipt = guest.getByRole("dialog", { name: "Receipt" }).last();
  await expect(receipt.getByRole("row", { name: /2 × Борщ/ })).toContainText("9.00 EUR");

  const [download] = await Promise.all([
    guest.waitForEvent("download"),
    receipt.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The font is embedded as a subset (a few glyphs, not the 760 KB file).
  expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  expect(bytes.length).toBeLessThan(200_000);
  const text = pdfText(bytes);
  for (const want of ["Kafe Odessa GmbH", "Hauptstraße 1, 10115 Berlin", "Receipt 1", "2 × Борщ", "Total"]) {
    expect(text).toContain(want);
  }
  expect(text).not.toContain("?");
  expect(fonts.sort()).toEqual(["/fonts/DejaVuSans-Bold.ttf", "/fonts/DejaVuSans.ttf"]);
});

test("a Japanese page's receipt downloads as a PDF in Japanese: the CJK font fetched on the tap, no ?", async ({
  page,
}, testInfo) => {
  const { owner, table3 } = await tabVenueWithPayments(
    "receipts-ja",
    "味噌ラーメン",
    {
      receipt: { legalName: "株式会社ラーメン横丁", address: "Hauptstraße 1, 10115 Berlin", taxNumber: "DE123456789" },
    },
    { menuLanguage: "en", menuLanguages: ["ja"] },
  );

  // The order and the payment in English (the flow of the first case), then the page in Japanese.
  const browser = page.context().browser() as Browser;
  const guest = await phone(browser, `${server.url()}/${owner.publicLink}/3?k=${table3.key}`);
  const fonts: string[] = [];
  guest.on("request", (r) => {
    if (r.url().includes("/fonts/")) fonts.push(new URL(r.url()).pathname);
  });
  const paid = await payFirstShare(guest, "味噌ラーメン");
  await paid.getByRole("button", { name: /close/i }).first().click();
  await expect(paid).toBeHidden();

  await guest.getByRole("combobox", { name: "Menu language" }).selectOption("ja");
  await guest.getByRole("button", { name: new RegExp(`^${jaTab.bill}`) }).click();
  const jaBill = guest.getByRole("dialog", { name: jaTab.billTitle.replace("{{table}}", "3") });
  await jaBill
    .getByRole("button", { name: new RegExp(`^${jaTab.receipt}`) })
    .first()
    .click();
  const receipt = guest.getByRole("dialog", { name: jaReceipt.receipt }).last();
  await expect(receipt.getByRole("row", { name: /2 × 味噌ラーメン/ })).toContainText("9.00 EUR");
  expect(fonts).toEqual([]);

  const [download] = await Promise.all([
    guest.waitForEvent("download"),
    receipt.getByRole("button", { name: jaReceipt.downloadPdf }).click(),
  ]);
  const bytes = fs.readFileSync(await download.path());
  if (process.env.SHOTS) fs.writeFileSync(`${process.env.SHOTS}/receipt-ja.pdf`, bytes);
  await testInfo.attach("receipt-ja.pdf", { body: bytes, contentType: "application/pdf" });
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // DejaVu Sans for the Latin text, Droid Sans Fallback for the Japanese, each embedded as a subset.
  expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DroidSansFallback/);
  expect(bytes.length).toBeLessThan(200_000);
  const text = pdfText(bytes);
  for (const want of [
    "株式会社ラーメン横丁",
    "Hauptstraße 1, 10115 Berlin",
    jaReceipt.receiptN.replace("{{number}}", "1"),
    "2 × 味噌ラーメン",
    jaReceipt.total,
    jaReceipt.paidWithOnline,
  ]) {
    expect(text).toContain(want);
  }
  expect(text).not.toContain("?");
  expect(fonts.sort()).toEqual([
    "/fonts/DejaVuSans-Bold.ttf",
    "/fonts/DejaVuSans.ttf",
    "/fonts/DroidSansFallbackFull.ttf",
  ]);
});
