import { expect, test } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";

test("storage: add items (negative allowed, bad input ignored), grouped totals, confirmed delete", async ({ page }) => {
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
  const groups = page.getByRole("list", { name: "Storage items" });
  await expect(groups.getByRole("heading", { name: "Milk 750 mililitre" })).toBeVisible();
  await expect(groups.getByRole("heading", { name: "Eggs 12 piece" })).toBeVisible();
  await expect(groups.getByRole("heading", { name: /Salt/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Delete entry Milk -250" }).click();
  await page.getByRole("dialog", { name: "Delete entry?" }).getByRole("button", { name: "Delete" }).click();
  await expect(groups.getByRole("heading", { name: "Milk 1000 mililitre" })).toBeVisible();
});
