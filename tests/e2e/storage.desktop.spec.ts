import { expect, test } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";

test("storage: add items (negative allowed, bad input ignored), groups with their own entries, used-up groups hidden, confirmed delete", async ({
  page,
}) => {
  const owner = await newOwner("storage");
  await signInPage(page, owner);
  await page.goto("/storage");
  await expect(page.getByText("No items in storage.")).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Add Item" });
  const add = async (item: string, quantity: string, unit?: string) => {
    await page.getByRole("button", { name: "Add Item" }).click();
    await dialog.getByLabel("Item name").fill(item);
    await dialog.getByLabel("Quantity").fill(quantity);
    if (unit) await dialog.getByLabel("Unit").selectOption(unit);
    await dialog.getByRole("button", { name: "Add Item" }).click();
  };
  await expect(async () => {
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(dialog.getByLabel("Unit")).toHaveValue("piece");
  }).toPass();
  // Missing name: silently ignored, the dialog stays open and nothing is stored.
  await dialog.getByLabel("Quantity").fill("3");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await owner.pb.collection("storage").getFullList()).toHaveLength(0);

  await add("Milk", "1000", "mililitre");
  await add("Milk", "-250", "mililitre");
  await add("Eggs", "12");
  await add("Salt", "-1");
  await add("Sugar", "2", "gram");
  await add("Sugar", "-2", "gram");
  const groups = page.getByRole("list", { name: "Storage items" });
  // Each group: item, total and unit as its heading, its own entries under it, each with its delete.
  // The unit reads "ml" and is named with the spec's unit ("mililitre").
  const milk = groups.getByRole("listitem", { name: "Milk 750 mililitre" });
  await expect(milk.getByRole("heading", { name: "Milk 750 mililitre" })).toBeVisible();
  await expect(milk.getByRole("heading", { name: "Milk 750 mililitre" })).toContainText("750 ml");
  await expect(milk.getByText("2 entries")).toBeVisible();
  const milkEntries = groups.getByRole("list", { name: "Milk mililitre entries" }).getByRole("listitem");
  await expect(milkEntries).toHaveCount(2);
  await expect(milkEntries.nth(0)).toContainText("-250 ml");
  await expect(milkEntries.nth(1)).toContainText("+1000 ml");
  // "12 pieces", never "12 piece" (issue 37).
  const eggs = groups.getByRole("listitem", { name: "Eggs 12 pieces" });
  await expect(eggs.getByRole("button", { name: "Delete entry Eggs 12" })).toBeVisible();
  await expect(groups.getByRole("heading")).toHaveCount(2);
  // Used up (Sugar +2 -2) or below 0 (Salt): the group and its entries are not listed.
  await expect(groups.getByRole("heading", { name: /Salt|Sugar/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Delete entry (Salt|Sugar)/ })).toHaveCount(0);
  await expect(page.getByText(/Sugar|Salt/)).toHaveCount(0);

  // Delete from the keyboard, confirmed first; Cancel keeps the entry.
  const deleteOut = milk.getByRole("button", { name: "Delete entry Milk -250" });
  await deleteOut.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete entry?" });
  await expect(confirm).toContainText("Milk: -250 ml");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(milkEntries).toHaveCount(2);
  await deleteOut.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(groups.getByRole("heading", { name: "Milk 1000 mililitre" })).toBeVisible();
  await expect(groups.getByRole("listitem", { name: "Milk 1000 mililitre" }).getByText("1 entry")).toBeVisible();
  await expect(milkEntries).toHaveCount(1);
});
