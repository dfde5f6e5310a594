// Allergens and diet (docs/menu-and-serving-windows.md#allergens-and-dietary-tags): a guest sees
// each dish's dietary tags and allergens as text, filters the menu ("hide dishes with ...", "only
// vegetarian / vegan") and finds the filter again after a reload.
import { expect, test } from "@playwright/test";
import { newOwner } from "./owner-session";

test("dish tags and allergens are shown; the diet filter hides dishes and is remembered", async ({ page }) => {
  const owner = await newOwner("diet");
  const u = owner.user.id;
  const pb = owner.pb;
  await pb.collection("users").update(u, { currency: "EUR", menuTitle: "Diet Cafe" });
  const cat = await pb.collection("categories").create({ title: "Food", order: 0, user: u });
  await pb.collection("dishes").create({
    title: "Cheese soup",
    price: 5,
    category: cat.id,
    user: u,
    order: 0,
    allergens: ["milk", "celery"],
    dietary: ["vegetarian"],
  });
  await pb
    .collection("dishes")
    .create({ title: "Green salad", price: 6, category: cat.id, user: u, order: 1, dietary: ["vegan", "gluten-free"] });
  await pb
    .collection("dishes")
    .create({ title: "Steak", price: 20, category: cat.id, user: u, order: 2, dietary: ["spicy"] });
  await pb.collection("tables").create({ tableNumber: 1, user: u });

  // The server-rendered page carries the same tag markup the client renders, so hydration keeps it.
  const html = await (await page.request.get(`/${owner.user.publicLink}/1`)).text();
  expect(html).toContain(
    '<p class="dish-allergens"><span class="dish-allergens-label">Contains:</span> Celery, Milk</p>',
  );
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`/${owner.user.publicLink}/1`);
  const soup = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cheese soup" }) });
  await expect(soup.getByRole("list", { name: "Dietary" })).toHaveText("Vegetarian");
  await expect(soup.getByText("Contains: Celery, Milk")).toBeVisible();
  const salad = page.getByRole("heading", { name: "Green salad" });
  const steak = page.getByRole("heading", { name: "Steak" });
  const soupTitle = page.getByRole("heading", { name: "Cheese soup" });

  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  await page.getByText("Allergens and diet").click();
  await page.getByRole("group", { name: "Hide dishes with" }).getByLabel("Milk").check();
  await expect(soupTitle).toHaveCount(0);
  await expect(salad).toBeVisible();
  await expect(steak).toBeVisible();
  await page.getByLabel("Only vegetarian").check();
  await expect(steak).toHaveCount(0);
  await expect(salad).toBeVisible();
  await expect(page.getByText("filter on: 2 dishes hidden")).toBeVisible();

  // Remembered in this browser.
  await page.reload();
  await expect(salad).toBeVisible();
  await expect(soupTitle).toHaveCount(0);
  await expect(steak).toHaveCount(0);
  await page.getByLabel("Only vegan").check();
  await expect(salad).toBeVisible();
  await page.getByRole("button", { name: "Clear filter" }).click();
  await expect(soupTitle).toBeVisible();
  await expect(steak).toBeVisible();
});
