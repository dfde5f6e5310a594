// The guest menu in a second language on a phone (docs/menu-and-serving-windows.md#menu-languages):
// a ?lang= link is painted in that language and taken over by the scripts without a flash; the menu
// opens in the default language for an English browser, the language switch shows the venue's
// content in German (falling back to the default text where a translation is missing) and the page's
// own words in German too (docs/guest-page.md#the-guests-language), the choice is remembered on reload (from the first paint, and from
// localStorage alone when the cookie is gone), and the order keeps the default language's titles.
import { expect, test } from "@playwright/test";
import { adminClient } from "./fixtures";
import { newOwner } from "./owner-session";

test("the menu in a second language after the switch, remembered on reload", async ({ page, context }) => {
  const owner = await newOwner("languages");
  const u = owner.user.id;
  const pb = owner.pb;
  await pb
    .collection("users")
    .update(u, { currency: "EUR", menuTitle: "Cafe Babel", menuLanguage: "en", menuLanguages: ["de"] });
  const cat = await pb
    .collection("categories")
    .create({ title: "Drinks", order: 0, user: u, translations: { de: { title: "Getränke" } } });
  await pb.collection("dishes").create({
    title: "Coffee",
    description: "Freshly ground",
    price: 3,
    order: 0,
    category: cat.id,
    user: u,
    translations: { de: { title: "Kaffee", description: "Frisch gemahlen" } },
    optionGroups: [
      {
        name: "Size",
        min: 1,
        max: 1,
        size: true,
        translations: { de: { name: "Größe" } },
        choices: [
          { name: "Small", price: 2.5, translations: { de: { name: "Klein" } } },
          { name: "Large", price: 3.9 },
        ],
      },
    ],
  });
  await pb.collection("dishes").create({ title: "Tea", price: 2, order: 1, category: cat.id, user: u });
  await pb.collection("tables").create({ tableNumber: 1, user: u });

  // The painted page (its header with the switch, its sections with `lang`) is taken over as it is.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: number };
    w.__removed = 0;
    new MutationObserver((records) => {
      for (const r of records)
        r.removedNodes.forEach((n) => {
          if (n instanceof Element && n.matches(".dish, .guest-header, .category, .lang-switch")) w.__removed++;
        });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/${owner.user.publicLink}/1?lang=de`, { waitUntil: "load" });
  await expect(page.getByRole("combobox", { name: "Sprache der Speisekarte" })).toHaveValue("de");
  await expect(page.getByRole("button", { name: "+ Kaffee hinzufügen" })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { __removed: number }).__removed)).toBe(0);
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
  // A ?lang= link counts as a choice: back to English for the rest of the test.
  await page.getByRole("combobox", { name: "Sprache der Speisekarte" }).selectOption("en");
  await expect(page.getByRole("heading", { name: "Drinks" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Menu language" })).toBeVisible();

  await page.goto(`/${owner.user.publicLink}/1`);
  const toast = page.getByRole("button", { name: "Close welcome message" });
  if (await toast.isVisible()) await toast.click();
  // The switch is named in the page's language: English, then German.
  const lang = page.getByRole("combobox", { name: /^(Menu language|Sprache der Speisekarte)$/ });
  await expect(lang).toHaveValue("en");
  expect(await page.evaluate(() => localStorage.getItem("draft-menu-language"))).toBe("en");
  await expect(page.getByRole("heading", { name: "Drinks" })).toBeVisible();
  // A dish with sizes lists from its smallest size's price.
  await expect(page.locator(".dish").first().locator(".dish-price")).toHaveText("from 2.50 EUR");

  await lang.selectOption("de");
  await expect(page.getByRole("heading", { name: "Getränke" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kaffee", exact: true })).toBeVisible();
  await expect(page.getByText("Frisch gemahlen")).toBeVisible();
  // No translation: the default language's text.
  await expect(page.getByRole("button", { name: "Tea", exact: true })).toBeVisible();
  // The page's own words are German too (they were English before the switch).
  await expect(page.getByRole("button", { name: "Bedienung rufen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "call waiter" })).toHaveCount(0);
  await expect(page.locator(".dish").first().locator(".dish-price")).toHaveText("ab 2.50 EUR");
  await expect(page.locator(".guest-table")).toHaveText("Tisch 1");
  expect(await page.evaluate(() => localStorage.getItem("draft-menu-language"))).toBe("de");

  // Remembered: the server renders German from the first response.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Sprache der Speisekarte" })).toHaveValue("de");
  await expect(page.getByRole("heading", { name: "Getränke" })).toBeVisible();
  // And from localStorage alone (the cookie gone): the page switches to it after loading.
  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Getränke" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sprache der Speisekarte" })).toHaveValue("de");

  // The modal reads German; the order keeps the default language's titles (what the kitchen reads).
  await page.getByRole("button", { name: "+ Kaffee hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Kaffee" });
  await expect(dialog.getByRole("group", { name: /Größe \(Pflichtangabe\)/ })).toBeVisible();
  await dialog.getByRole("radio", { name: /Klein/ }).check();
  await dialog.getByRole("button", { name: "Zur Bestellung hinzufügen 2.50 EUR" }).click();
  await page.getByRole("button", { name: "Bestellung ansehen und senden (1)" }).click();
  const order = page.getByRole("dialog", { name: "Ihre Bestellung" });
  await expect(order.getByText("Kaffee, Klein")).toBeVisible();
  const sent = page.waitForResponse(
    (r) => r.url().includes("/api/collections/orders/records") && r.request().method() === "POST",
  );
  await order.getByRole("button", { name: "Bestellung senden" }).click();
  const id = ((await (await sent).json()) as { id: string }).id;
  await expect(page.getByText("Bestellung gesendet!")).toBeVisible();
  const stored = await (await adminClient()).collection("orders").getOne(id);
  expect(stored.items.map((l: { title: string; price: number }) => [l.title, l.price])).toEqual([
    ["Coffee, Small", 2.5],
  ]);
});
