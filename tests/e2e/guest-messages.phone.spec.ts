// The server's messages in the guest's language (issue 37 point 2, docs/guest-page.md#the-servers-messages):
// the server answers its English texts word for word; a guest reading the menu in German sees the
// refusal in German, its dish's name kept ("Burger ist ausverkauft."). Before the menu is known
// ('Menu not found'), the page speaks the browser's language when the menu can offer it.
import { expect, test, type Page } from "@playwright/test";
import de from "../../src/domain/guest-words/de";
import { newOwner } from "./owner-session";
import { COFFEE_SIZE } from "../helpers/option-groups";

/**
 * A venue whose menu is in English with German, one dish (`dish`'s fields) in category `category`
 * and table 1, open on `page` in German. Returns the owner's client and the dish. The page has
 * loaded what it fetches at its start (the German messages among them) before the test goes on:
 * a guest who opened the menu a moment ago.
 */
async function germanGuestMenu(page: Page, prefix: string, category: string, dish: Record<string, unknown>) {
  const owner = await newOwner(prefix);
  const u = owner.user.id;
  const pb = owner.pb;
  await pb.collection("users").update(u, { currency: "EUR", menuLanguage: "en", menuLanguages: ["de"] });
  const cat = await pb.collection("categories").create({ title: category, order: 0, user: u });
  const created = await pb
    .collection("dishes")
    .create({ order: 0, category: cat.id, user: u, available: true, ...dish });
  await pb.collection("tables").create({ tableNumber: 1, user: u });
  await page.goto(`/${owner.user.publicLink}/1?lang=de`);
  await expect(page.locator(".guest-page")).toHaveAttribute("lang", "de");
  const toast = page.locator(".welcome-toast button");
  if (await toast.isVisible()) await toast.click();
  await page.waitForLoadState("networkidle");
  return { pb, dish: created };
}

test("a German guest's order the server refuses (sold out) is told in German, the dish's name kept", async ({
  page,
  context,
}) => {
  const { pb, dish: burger } = await germanGuestMenu(page, "msgs", "Food", { title: "Burger", price: 9 });
  // Offline: the order waits; the burger sells out meanwhile; back online the server refuses it
  // with its English "Burger is sold out.", which the page shows in German.
  await context.setOffline(true);
  await page.getByRole("button", { name: "+ Burger hinzufügen" }).click();
  await page.getByRole("button", { name: "Bestellung ansehen und senden (1)" }).click();
  await page
    .getByRole("dialog", { name: "Ihre Bestellung" })
    .getByRole("button", { name: "Bestellung senden" })
    .click();
  await expect(page.getByText(de.orderQueuedOffline)).toBeVisible();
  await pb.collection("dishes").update(burger.id, { available: false });
  await context.setOffline(false);
  const banner = page.getByRole("alert").filter({ hasText: "wurde nicht gesendet" });
  await expect(banner).toContainText("Ihre Bestellung (Burger) wurde nicht gesendet: Burger ist ausverkauft.", {
    timeout: 20_000,
  });
  await expect(banner).not.toContainText("is sold out");
});

test("a German guest's option the venue removed meanwhile is refused in German, the names kept", async ({
  page,
  context,
}) => {
  const { pb, dish: coffee } = await germanGuestMenu(page, "msgopt", "Drinks", {
    title: "Coffee",
    price: 2.5,
    optionGroups: [COFFEE_SIZE],
  });

  // Offline: a large coffee waits; the venue renames its Large meanwhile; back online the server
  // refuses the line with "Coffee: 'Size' has no choice 'Large'.", which the page shows in German.
  await context.setOffline(true);
  await page.getByRole("button", { name: "+ Coffee hinzufügen" }).click();
  const sheet = page.getByRole("dialog", { name: "Coffee" });
  await sheet.getByRole("radio", { name: /Large/ }).check();
  await sheet.getByRole("button", { name: /Zur Bestellung hinzufügen/ }).click();
  await page.getByRole("button", { name: "Bestellung ansehen und senden (1)" }).click();
  await page
    .getByRole("dialog", { name: "Ihre Bestellung" })
    .getByRole("button", { name: "Bestellung senden" })
    .click();
  await expect(page.getByText(de.orderQueuedOffline)).toBeVisible();
  await pb.collection("dishes").update(coffee.id, {
    optionGroups: [{ ...COFFEE_SIZE, choices: [COFFEE_SIZE.choices[0], { name: "Big", price: 3.9 }] }],
  });
  await context.setOffline(false);
  const banner = page.getByRole("alert").filter({ hasText: "wurde nicht gesendet" });
  await expect(banner).toContainText("wurde nicht gesendet: Coffee: 'Size' hat keine Auswahl 'Large'.", {
    timeout: 20_000,
  });
  await expect(banner).not.toContainText("has no choice");
});

test.describe("before the menu is known", () => {
  test.use({ locale: "de-DE" });

  test("'Menu not found' in the browser's language", async ({ page }) => {
    await page.goto("/no-such-menu-here/1");
    await expect(page.getByRole("heading", { name: "Speisekarte nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Unter dieser Adresse gibt es keine Speisekarte.", { exact: false })).toBeVisible();
  });
});
