// The menu as a spreadsheet (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv): export the
// CSV, edit it, import it with a preview; a row with an error is named and nothing is imported until
// the file is fixed; then the whole file is applied.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { msg } from "../../src/domain/messages";
import { newOwner, signInPage } from "./owner-session";

/** Screenshots of the page at the three widths, when a folder for them exists (looked at by hand). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: /^Preview of/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

test("export the menu as CSV, edit it, preview an error row, fix it and import the whole file", async ({ page }) => {
  const owner = await newOwner("csv");
  const u = owner.user.id;
  const mains = await owner.pb.collection("categories").create({ title: "Mains", order: 0, user: u });
  await owner.pb.collection("dishes").create({
    title: "Soup",
    description: "Tomato, basil",
    price: 4.5,
    category: mains.id,
    user: u,
    order: 0,
    allergens: ["celery"],
  });
  await owner.pb.collection("dishes").create({
    title: "Steak",
    price: 18,
    category: mains.id,
    user: u,
    order: 1,
    optionGroups: [
      {
        name: "Doneness",
        min: 1,
        max: 1,
        choices: [
          { name: "Rare", price: 0 },
          { name: "Medium", price: 0 },
        ],
      },
    ],
  });
  await signInPage(page, owner);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Menu as a spreadsheet (CSV)" });

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("menu.csv");
  const exported = fs.readFileSync((await file.path())!, "utf8");
  expect(exported).toBe(
    "category,title,description,price,served_from,served_to,allergens,dietary,extras,options\r\n" +
      'Mains,Soup,"Tomato, basil",4.50,,,celery,,,\r\n' +
      'Mains,Steak,,18.00,,,,,,"Doneness (1-1): Rare=0, Medium=0"\r\n',
  );

  // Edited in a spreadsheet: Soup costs more, a dessert in a new category, and a typo on row 5.
  const edited =
    exported.replace("4.50", "5.20") +
    "Desserts,Cake,,3.90,,,eggs,vegetarian,Cream=0.5,\r\n" +
    "Desserts,Pie,,abc,,,,,,\r\n";
  const choose = (text: string) =>
    card.getByLabel("Menu spreadsheet (CSV)").setInputFiles({
      name: "menu.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
  await choose(edited);
  const problems = card.getByRole("alert");
  await expect(problems).toContainText("1 problem: nothing will be imported until the file is fixed.");
  await expect(problems.getByRole("listitem")).toHaveText(["row 5: price 'abc' is not a number"]);
  await expect(card.getByText("New categories, created by the import: Desserts")).toBeVisible();
  const rows = card.getByRole("region", { name: "Rows of the file" }).getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText("Updates the dish");
  await expect(rows.nth(3)).toContainText("New dish");
  await expect(rows.nth(4)).toContainText("price 'abc' is not a number");
  await expect(card.getByRole("button", { name: "Import 3 dishes" })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).include("#csv-title").include(".csv-preview").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await shots(page, "menu-csv-preview");
  // On a phone the whole preview fits its box: the Result column is not cut off (issue 37).
  const laptop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const wrap = card.getByRole("region", { name: "Rows of the file" });
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await expect(rows.nth(4).getByRole("cell").last()).toContainText("price 'abc' is not a number");
  await page.setViewportSize(laptop);
  const titles = () =>
    owner.pb
      .collection("dishes")
      .getFullList({ filter: `user = "${u}"`, sort: "title" })
      .then((l) => l.map((d) => `${d.title} ${d.price}`));
  expect(await titles()).toEqual(["Soup 4.5", "Steak 18"]);

  // Fixed: the preview is clean and the import applies every row.
  await choose(edited.replace("Pie,,abc", "Pie,,4"));
  await expect(card.getByText("4 dishes in 2 categories, ready to import.")).toBeVisible();
  await card.getByRole("button", { name: "Import 4 dishes" }).click();
  await expect(card.getByText(msg("importSucceeded"))).toBeVisible();
  await expect(card.getByRole("heading", { name: /^Preview of/ })).toHaveCount(0);
  expect(await titles()).toEqual(["Cake 3.9", "Pie 4", "Soup 5.2", "Steak 18"]);
  const cake = await owner.pb.collection("dishes").getFirstListItem(`user = "${u}" && title = "Cake"`);
  expect(cake).toMatchObject({ allergens: ["eggs"], dietary: ["vegetarian"], modifiers: { Cream: 0.5 } });
});

test("a venue offering German exports and imports its translations in title@de, description@de, category@de", async ({
  page,
}) => {
  const owner = await newOwner("csvde");
  const u = owner.user.id;
  await owner.pb.collection("users").update(u, { menuLanguage: "en", menuLanguages: ["de"] });
  const drinks = await owner.pb
    .collection("categories")
    .create({ title: "Drinks", order: 0, user: u, translations: { de: { title: "Getränke" } } });
  await owner.pb.collection("dishes").create({
    title: "Tea",
    description: "Hot",
    price: 2,
    category: drinks.id,
    user: u,
    order: 0,
    translations: { de: { title: "Tee" } },
  });
  await signInPage(page, owner);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Menu as a spreadsheet (CSV)" });
  await expect(card).toContainText(
    "and for each other language of the menu its own three (title@de, description@de, category@de). Edit it",
  );

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export CSV" }).click();
  const exported = fs.readFileSync((await (await download).path())!, "utf8");
  expect(exported).toBe(
    "category,title,description,price,served_from,served_to,allergens,dietary,extras,options," +
      "title@de,description@de,category@de\r\n" +
      "Drinks,Tea,Hot,2.00,,,,,,,Tee,,Getränke\r\n",
  );
  const choose = (text: string) =>
    card.getByLabel("Menu spreadsheet (CSV)").setInputFiles({
      name: "menu.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
  // A language the venue does not offer: the preview refuses the file.
  await choose("category,title,price,title@it\r\nDrinks,Tea,2,Tè\r\n");
  await expect(card.getByRole("alert")).toContainText("column 'title@it': 'it' is not one of the menu's languages");

  await choose(exported.replace("Tee,,", "Tee,Heiß,"));
  await expect(card.getByText(/ready to import/)).toBeVisible();
  await shots(page, "menu-csv-languages");
  await card.getByRole("button", { name: /^Import 1 dish/ }).click();
  await expect(card.getByText(msg("importSucceeded"))).toBeVisible();
  const tea = await owner.pb.collection("dishes").getFirstListItem(`user = "${u}" && title = "Tea"`);
  expect(tea.translations).toEqual({ de: { title: "Tee", description: "Heiß" } });
});
