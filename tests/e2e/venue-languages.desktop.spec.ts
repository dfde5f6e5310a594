// The venue's title and description in its other languages (issue 37, point 2): written under
// "Languages of your menu" on the menu editor, saved with the languages, and shown to a guest who
// reads the menu in that language, with the page's own words in it. The form passes axe, and is
// photographed at 390, 1024 and 1280 px (E2E_SHOTS, default /tmp/h37shots).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/h37shots";

test("an owner translates the menu's title and description; a guest in German reads them", async ({ page }) => {
  const owner = await newOwner("venuelang");
  const u = owner.user.id;
  await owner.pb.collection("users").update(u, {
    currency: "EUR",
    menuTitle: "Cafe Rosa",
    menuDescription: "Coffee and cake",
    menuLanguage: "en",
    menuLanguages: ["de", "ar"],
  });
  await owner.pb.collection("tables").create({ tableNumber: 1, user: u });
  await signInPage(page, owner);
  await page.goto("/editmenu");
  const form = page.getByRole("form", { name: "Languages of your menu" });
  await form.getByLabel("Menu title (de)").fill("Café Rosa am Platz");
  await form.getByLabel("Menu description (de)").fill("Kaffee und Kuchen");
  await form.getByLabel("Menu title (ar)").fill("مقهى روزا");
  await form.getByRole("button", { name: "Save languages" }).click();
  await expect(page.getByText("The languages of your menu were saved.")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include(".languages-form").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.getByLabel("Menu title (de)").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/venue-languages-form-${width}.png` });
  }
  const saved = await owner.pb.collection("users").getOne(u);
  expect(saved.menuTranslations).toEqual({
    de: { title: "Café Rosa am Platz", description: "Kaffee und Kuchen" },
    ar: { title: "مقهى روزا", description: "" },
  });

  await page.goto(`/${owner.user.publicLink}/1?lang=de`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Café Rosa am Platz");
  await expect(page.getByText("Kaffee und Kuchen")).toBeVisible();
  await expect(page.getByText("Tisch 1")).toBeVisible();
  // Arabic: the translated title, the default description (none translated), right to left.
  await page.goto(`/${owner.user.publicLink}/1?lang=ar`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مقهى روزا");
  await expect(page.getByText("Coffee and cake")).toBeVisible();
  await expect(page.locator(".guest-page")).toHaveAttribute("dir", "rtl");
});
