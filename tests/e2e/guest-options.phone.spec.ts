// Option groups and sizes on a phone (docs/menu-and-serving-windows.md#option-groups): a steak that
// needs its doneness (the modal says so until it is chosen), a coffee in a size (its price replaces
// the dish's), a pizza with up to 3 toppings; the server stores the lines titled and priced from
// the dish's groups.
import { expect, test } from "@playwright/test";
import { adminClient } from "./fixtures";
import { newOwner } from "./owner-session";
import { COFFEE_SIZE, DONENESS } from "../helpers/option-groups";

test("steak with a required doneness, coffee with a size, pizza up to 3 toppings", async ({ page }) => {
  const owner = await newOwner("options");
  const u = owner.user.id;
  const pb = owner.pb;
  await pb.collection("users").update(u, { currency: "EUR", menuTitle: "Options Grill" });
  const cat = await pb.collection("categories").create({ title: "Food", order: 0, user: u });
  const mk = (fields: Record<string, unknown>) =>
    pb.collection("dishes").create({ category: cat.id, user: u, ...fields });
  await mk({
    title: "Steak",
    price: 22,
    order: 0,
    optionGroups: [DONENESS],
  });
  await mk({
    title: "Coffee",
    price: 2.5,
    order: 1,
    optionGroups: [COFFEE_SIZE],
  });
  await mk({
    title: "Pizza",
    price: 9.9,
    order: 2,
    optionGroups: [
      {
        name: "Toppings",
        min: 0,
        max: 3,
        choices: ["Ham", "Olives", "Mushrooms", "Egg"].map((name) => ({ name, price: 1.2 })),
      },
    ],
  });
  await pb.collection("tables").create({ tableNumber: 1, user: u });
  await page.goto(`/${owner.user.publicLink}/1`);
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();

  // Steak: adding without a doneness is refused, and the modal says what is missing.
  await page.getByRole("button", { name: "Add Steak" }).click();
  const steak = page.getByRole("dialog", { name: "Steak" });
  await expect(steak.getByRole("radio", { name: /Well done/ })).toBeDisabled();
  await steak.getByRole("button", { name: "Add to order" }).click();
  await expect(steak.getByRole("alert")).toHaveText("Choose Doneness.");
  await steak.getByRole("radio", { name: "Medium" }).check();
  await steak.getByRole("button", { name: "Add to order" }).click();
  await expect(steak).toHaveCount(0);

  // Coffee, large.
  await page.getByRole("button", { name: "Add Coffee" }).click();
  const coffee = page.getByRole("dialog", { name: "Coffee" });
  await coffee.getByRole("radio", { name: /Large/ }).check();
  await coffee.getByRole("button", { name: "Add to order" }).click();

  // Pizza: the fourth topping turns off at 3.
  await page.getByRole("button", { name: "Add Pizza" }).click();
  const pizza = page.getByRole("dialog", { name: "Pizza" });
  for (const t of ["Ham", "Olives", "Egg"]) await pizza.getByRole("checkbox", { name: new RegExp(t) }).check();
  await expect(pizza.getByRole("checkbox", { name: /Mushrooms/ })).toBeDisabled();
  await pizza.getByRole("button", { name: "Add to order" }).click();

  await page.getByRole("button", { name: "view and send order (3)" }).click();
  const order = page.getByRole("dialog", { name: "Your Order" });
  await expect(order.getByText("Steak (Medium)")).toBeVisible();
  await expect(order.getByText("Coffee, Large")).toBeVisible();
  await expect(order.getByText("Pizza (Ham, Olives, Egg)")).toBeVisible();
  const sent = page.waitForResponse(
    (r) => r.url().includes("/api/collections/orders/records") && r.request().method() === "POST",
  );
  await order.getByRole("button", { name: "Send Order" }).click();
  const id = ((await (await sent).json()) as { id: string }).id;
  const stored = await (await adminClient()).collection("orders").getOne(id);
  expect(stored.items.map((l: { title: string; price: number }) => [l.title, l.price])).toEqual([
    ["Steak (Medium)", 22],
    ["Coffee, Large", 3.9],
    ["Pizza (Ham, Olives, Egg)", 13.5],
  ]);
  expect(stored.total).toBe(39.4);
});
