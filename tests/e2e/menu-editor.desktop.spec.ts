import { expect, test, type Page } from "@playwright/test";
import { PNG } from "pngjs";
import { msg } from "../../src/domain/messages";
import { baseURL } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

/** A small red PNG to upload as a dish photo. */
function redPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 20, 20, 255], i);
  return PNG.sync.write(png);
}

/**
 * Until the guest page shows the menu, the route shows a placeholder heading; then only the
 * API-side checks run.
 */
async function isGuestPageBuilt(page: Page, publicLink: string, table: string): Promise<boolean> {
  await page.waitForLoadState("networkidle");
  return (await page.getByRole("heading", { name: `Menu ${publicLink} ${table}`, exact: true }).count()) === 0;
}

test("add a category and a dish with photo and modifier; it shows on the guest side, and vanishes when sold out", async ({
  page,
  browser,
}) => {
  const owner = await newOwner("menu");
  await owner.pb.collection("tables").create({ tableNumber: 3, user: owner.user.id, x: 0, y: 0 });
  await signInPage(page, owner);
  await page.goto("/editmenu");
  await expect(page.getByRole("heading", { name: "Edit menu" })).toBeVisible();

  // Category: blank is refused, then added.
  const addCategory = page.getByRole("form", { name: "Add category" });
  await addCategory.getByRole("button", { name: "Add category" }).click();
  await expect(addCategory.getByText("Title is required.")).toBeVisible();
  await addCategory.getByLabel("Category title").fill("Soups");
  await addCategory.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Soups")).toBeVisible();

  // Dish with a photo and a modifier.
  const form = page.getByRole("form", { name: "Add dish" });
  await form.getByLabel("Title", { exact: true }).fill("Tomato soup");
  await form.getByLabel("Description", { exact: true }).fill("Slow-cooked tomatoes.");
  await form.getByLabel("Price").fill("5.50");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Soups" });
  await form
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "soup.png", mimeType: "image/png", buffer: redPng() });
  await form.getByLabel("From", { exact: true }).fill("10:00");
  await form.getByLabel("To", { exact: true }).fill("09:59");
  await form.getByLabel("Modifier name").fill("Croutons");
  await form.getByLabel("Modifier extra").fill("0.80");
  await form.getByRole("button", { name: "Add modifier" }).click();
  await expect(form.getByText("Croutons +0.80")).toBeVisible();
  await form.getByRole("button", { name: "Add dish" }).click();
  const list = page.getByRole("list", { name: "Dishes" });
  await expect(list.getByText("Tomato soup")).toBeVisible();
  // The add form stays open (and empty) for the next dish.
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("");
  await form.getByLabel("Title", { exact: true }).fill("Onion soup");
  await form.getByLabel("Price").fill("4");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Soups" });
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(list.getByText("Onion soup")).toBeVisible();

  const guest = (await import("pocketbase")).default;
  const pub = new guest(baseURL);
  const publicDish = async () =>
    pub
      .collection("dishes")
      .getFirstListItem(`user = "${owner.user.id}" && title = "Tomato soup" && available = true`)
      .catch(() => null);
  const stored = await publicDish();
  expect(stored).toMatchObject({
    price: 5.5,
    modifiers: { Croutons: 0.8 },
    timeServed: { from: "10:00", to: "09:59" },
  });
  expect(stored?.photo).toMatch(/\.png$/);
  const photo = await fetch(`${baseURL}/api/files/${stored!.collectionId}/${stored!.id}/${stored!.photo}`);
  expect(photo.status).toBe(200);

  // Guest page in another tab stays open while the owner marks the dish sold out.
  const guestPage = await (await browser.newContext()).newPage();
  await guestPage.goto(`/${owner.user.publicLink}/3`);
  const built = await isGuestPageBuilt(guestPage, owner.user.publicLink, "3");
  if (built) await expect(guestPage.getByText("Tomato soup", { exact: true })).toBeVisible();

  await list.getByRole("switch", { name: "Available: Tomato soup" }).uncheck();
  await expect.poll(publicDish).toBeNull();
  await expect(list.getByRole("switch", { name: "Available: Tomato soup" })).not.toBeChecked();
  if (built) await expect(guestPage.getByText("Tomato soup", { exact: true })).toHaveCount(0);

  // A delete that fails (here: the dish was deleted meanwhile elsewhere) is told inside the dialog.
  await list.getByRole("button", { name: "Edit dish Onion soup" }).click();
  const editDish = page.getByRole("dialog", { name: "Edit dish" });
  const onion = await owner.pb
    .collection("dishes")
    .getFirstListItem(`user = "${owner.user.id}" && title = "Onion soup"`);
  await owner.pb.collection("dishes").delete(onion.id);
  await editDish.getByRole("button", { name: "Delete dish" }).click();
  await page.getByRole("dialog", { name: "Delete dish Onion soup?" }).getByRole("button", { name: "Delete" }).click();
  await expect(editDish.getByRole("alert")).toHaveText(new RegExp(`^${msg("dishDeleteFailed")}.+`));
  await editDish.getByRole("button", { name: "Cancel" }).click();
  await expect(list.getByText("Onion soup")).toHaveCount(0);

  // Menu info: currency is required; a save reports success.
  const info = page.getByRole("form", { name: "Public menu info" });
  await info.getByLabel("Menu description").fill("Soups and more.");
  await info.getByLabel("Currency").fill("");
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(info.getByText("Currency is required.")).toBeVisible();
  await info.getByLabel("Currency").fill("EUR");
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByText(msg("menuUpdated"))).toBeVisible();
  expect((await owner.pb.collection("users").getOne(owner.user.id)).currency).toBe("EUR");
  await expect(page.getByRole("link", { name: "Open the public menu (table 3)" })).toHaveAttribute(
    "href",
    `${baseURL}/${owner.user.publicLink}/3`,
  );
  // A new public link: the link to the first table's page follows it at once.
  const newLink = `menu-${Date.now()}`;
  await info.getByLabel("Public link").fill(newLink);
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByRole("link", { name: "Open the public menu (table 3)" })).toHaveAttribute(
    "href",
    `${baseURL}/${newLink}/3`,
  );
});

test("categories: order = list length, move up/down persisted, edit and confirmed delete; logo upload and removal", async ({
  page,
}) => {
  const owner = await newOwner("menu-order");
  await signInPage(page, owner);
  await page.goto("/editmenu");
  const addCategory = page.getByRole("form", { name: "Add category" });
  for (const title of ["Starters", "Mains", "Desserts"]) {
    await addCategory.getByLabel("Category title").fill(title);
    await addCategory.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("list", { name: "Categories" }).getByText(title)).toBeVisible();
  }
  const stored = async () =>
    (await owner.pb.collection("categories").getFullList({ filter: `user = "${owner.user.id}"`, sort: "order" })).map(
      (c) => `${c.order}:${c.title}`,
    );
  expect(await stored()).toEqual(["0:Starters", "1:Mains", "2:Desserts"]);
  await page.getByRole("button", { name: "Move Desserts up" }).click();
  await expect.poll(stored).toEqual(["0:Starters", "1:Desserts", "2:Mains"]);
  await page.reload();
  await expect(page.getByRole("list", { name: "Categories" }).getByRole("listitem").nth(1)).toContainText("Desserts");

  await page.getByRole("button", { name: "Edit category Mains" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit category" });
  await dialog.getByLabel("Category title").fill("Main courses");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Main courses")).toBeVisible();
  await page.getByRole("button", { name: "Edit category Starters" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete category Starters?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Starters")).toHaveCount(0);

  const info = page.getByRole("form", { name: "Public menu info" });
  await info.getByLabel("Menu description").fill("Desserts first.");
  await info.getByLabel("Currency").fill("USD");
  await info.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: redPng() });
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByText(msg("menuUpdated"))).toBeVisible();
  expect((await owner.pb.collection("users").getOne(owner.user.id)).logo).toMatch(/\.png$/);
  await expect(info.getByRole("img", { name: "Current logo" })).toBeVisible();
  await info.getByLabel("Remove logo").check();
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect.poll(async () => (await owner.pb.collection("users").getOne(owner.user.id)).logo).toBe("");

  // A taken public link: the failure text with the server's message, and the form keeps the input.
  const other = await newOwner("menu-taken");
  await info.getByLabel("Public link").fill(other.user.publicLink);
  await info.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByText(new RegExp(`^${msg("menuUpdateFailed")}.+`))).toBeVisible();
  await expect(info.getByLabel("Public link")).toHaveValue(other.user.publicLink);
});
