// Staff order entry (docs/ordering.md#staff-orders). "New order" on Orders opens the Edit order
// editor with a table select; the server prices the order; it appears live on another open Orders
// screen with the banner; a refusal (sold out) is told inside the editor, which keeps what was
// chosen. Also: the dish editor sets allergens and dietary tags.
import { expect, test } from "@playwright/test";
import { messages, msg } from "../../src/domain/messages";
import { signInPage } from "./owner-session";
import { kitchenVenue, printed, recordPrints } from "./kitchen-helpers";

test("staff enter an order for a table; it is priced by the server and shows on every open screen", async ({
  page,
  browser,
}) => {
  const v = await kitchenVenue("staff", [2, 5]);
  const { pb, user } = v.owner;
  await signInPage(page, v.owner);
  const other = await browser.newPage();
  await signInPage(other, v.owner);
  await other.goto("/orders");
  await expect(other.getByRole("heading", { name: "Orders" })).toBeVisible();
  await page.goto("/orders");

  await page.getByRole("button", { name: "New order", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New order" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a table.");
  await dialog.getByLabel("Table").selectOption({ label: "Table 5" });
  // The dishes are tiles by category with a search, as a till shows them (issue 37, point 6).
  const mains = dialog.getByRole("list", { name: "Mains" });
  await dialog.getByLabel("Find a dish").fill("te");
  await expect(mains.getByRole("button")).toHaveCount(1);
  await dialog.getByLabel("Find a dish").fill("");
  // Soup has extras: its tile opens them, and Add puts it in the order.
  await mains.getByRole("button", { name: /^Soup/ }).click();
  await dialog.getByRole("button", { name: "Add Soup" }).click();
  await dialog.getByRole("button", { name: "+ One more Soup" }).click();
  // The same dish with an extra is a line of its own, priced with the extra.
  await dialog.getByRole("group", { name: "Extras for Soup" }).getByLabel(/Bread/).check();
  await dialog.getByRole("button", { name: "Add Soup" }).click();
  await expect(dialog.getByText("+ Bread")).toBeVisible();
  // Tea has nothing to choose: its tile adds it at once.
  await mains.getByRole("button", { name: /^Tea/ }).click();
  await expect(dialog.getByRole("group", { name: /Extras/ })).toHaveCount(0);
  await expect(dialog.getByTestId("edit-total")).toHaveText("16.00 EUR");

  // Tea sells out meanwhile: the server refuses, the editor stays open with the lines.
  await pb.collection("dishes").update(v.tea.id, { available: false });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Tea is sold out.");
  await dialog.getByRole("button", { name: "- One less Tea" }).click();
  await expect(dialog.getByTestId("edit-total")).toHaveText("14.00 EUR");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg("staffOrderCreated", { table: "5" }))).toBeVisible();
  const notStarted = page.getByRole("region", { name: "Not started" });
  await expect(notStarted.getByRole("heading", { name: "Table 5" })).toBeVisible();
  await expect(notStarted.getByText("Soup × 2")).toBeVisible();

  // The Orders card prints a kitchen ticket too (no prices).
  await recordPrints(page);
  await notStarted.getByRole("button", { name: "Print ticket" }).click();
  await expect.poll(() => printed(page)).toHaveLength(1);
  const [ticket] = await printed(page);
  expect(ticket).toContain("Table 5");
  expect(ticket).toMatch(/1 ×\s*Soup\s*\+ Bread/);
  expect(ticket).not.toContain("EUR");

  // The other screen gets it live, with the new-order banner.
  await expect(other.getByText(messages.newOrderFromTable.replace("{{table}}", "5"))).toBeVisible();
  await expect(
    other.getByRole("region", { name: "Not started" }).getByRole("heading", { name: "Table 5" }),
  ).toBeVisible();

  const orders = await pb.collection("orders").getFullList({ filter: `user = "${user.id}"` });
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ tableSlug: "5", total: 14, started: false });
  expect(orders[0].items).toEqual([
    { dishId: v.soup.id, title: "Soup", price: 4.5, count: 2, modifiers: {} },
    { dishId: `${v.soup.id}_Bread:0.5`, title: "Soup", price: 5, count: 1, modifiers: { Bread: 0.5 } },
  ]);
  await other.close();

  // With "print a kitchen ticket when an order is started" on, Start on Orders prints one too.
  await pb.collection("users").update(user.id, { kitchenAutoPrint: true });
  await page.reload();
  await expect(notStarted.getByRole("heading", { name: "Table 5" })).toBeVisible();
  await recordPrints(page);
  // The page refreshes the session on load, and with it the owner's settings.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("draft_session") ?? "{}").record?.kitchenAutoPrint))
    .toBe(true);
  await notStarted.getByRole("button", { name: "Start", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, start" }).click();
  await expect.poll(() => printed(page)).toHaveLength(1);
  expect((await printed(page))[0]).toContain("Table 5");
});

test("the dish editor sets allergens and dietary tags", async ({ page }) => {
  const v = await kitchenVenue("tags", [1]);
  await signInPage(page, v.owner);
  await page.goto("/editmenu");
  await page.getByRole("list", { name: "Dishes" }).getByRole("button", { name: "Edit dish Soup" }).click();
  const edit = page.getByRole("dialog", { name: "Edit dish" });
  const allergens = edit.getByRole("group", { name: "Allergens" });
  await expect(allergens.getByRole("checkbox")).toHaveCount(14);
  await allergens.getByLabel("Milk").check();
  await allergens.getByLabel("Celery").check();
  await edit.getByRole("group", { name: "Dietary" }).getByLabel("Vegetarian").check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => (await v.owner.pb.collection("dishes").getOne(v.soup.id)).allergens)
    .toEqual(["celery", "milk"]);
  expect((await v.owner.pb.collection("dishes").getOne(v.soup.id)).dietary).toEqual(["vegetarian"]);

  // Unticking all clears them.
  await page.getByRole("list", { name: "Dishes" }).getByRole("button", { name: "Edit dish Soup" }).click();
  await allergens.getByLabel("Milk").uncheck();
  await allergens.getByLabel("Celery").uncheck();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await v.owner.pb.collection("dishes").getOne(v.soup.id)).allergens).toEqual([]);
});
