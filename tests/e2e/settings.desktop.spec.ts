import { expect, test } from "@playwright/test";
import { msg } from "../../src/domain/messages";
import { newOwner, signInPage } from "./owner-session";

test("change the PIN, then the gate asks for it: wrong PIN refused, right PIN opens", async ({ page }) => {
  const owner = await newOwner("pin");
  await signInPage(page, owner);
  let verifyCalls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/pin/verify")) verifyCalls++;
  });
  await page.goto("/settings");
  // No PIN yet: open at once, without a (rate-limited) verify call.
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(verifyCalls).toBe(0);

  const pinForm = page.getByRole("form", { name: "Change PIN" });
  await pinForm.getByLabel("New PIN").fill("12a");
  await pinForm.getByRole("button", { name: "Update PIN" }).click();
  await expect(pinForm.getByText(msg("pinFormat"))).toBeVisible();
  await pinForm.getByLabel("New PIN").fill("4826");
  await pinForm.getByRole("button", { name: "Update PIN" }).click();
  await expect(page.getByText(msg("pinUpdated"))).toBeVisible();

  // The unlock lives in memory only: a reload locks every gated page.
  for (const path of ["/tablesqr", "/editmenu", "/settings"]) {
    await page.goto(path);
    const input = page.getByLabel("PIN", { exact: true });
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAttribute("maxlength", "4");
  }
  const input = page.getByLabel("PIN", { exact: true });
  await input.fill("1111");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText(msg("incorrectPin"))).toBeVisible();
  await input.fill("4826");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  // Unlocked writes work: change the password (the session must stay valid afterwards).
  const pw = page.getByRole("form", { name: "Change password" });
  await pw.getByLabel("Old password").fill(owner.password);
  await pw.getByLabel("New password").fill("another-password-1");
  await pw.getByLabel("Confirm password").fill("another-password-2");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(pw.getByText(msg("newPasswordsDoNotMatch"))).toBeVisible();
  await pw.getByLabel("Confirm password").fill("another-password-1");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(msg("passwordChanged"))).toBeVisible();

  // Still signed in and still unlocked: a gated write goes through (client-side navigation).
  await page.getByRole("link", { name: "Tables & QR" }).first().click();
  await page.getByRole("button", { name: "New table" }).click();
  await page.getByRole("dialog", { name: "New table" }).getByLabel("Table number").fill("5");
  await page.getByRole("button", { name: "Create table" }).click();
  await expect(page.getByRole("button", { name: "Table 5", exact: true })).toBeVisible();

  // A wrong current password shows the catalogue's text.
  await page.getByRole("link", { name: "Settings" }).first().click();
  await pw.getByLabel("Old password").fill("not-my-password");
  await pw.getByLabel("New password").fill("third-password-1");
  await pw.getByLabel("Confirm password").fill("third-password-1");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(msg("passwordChangeFailed"))).toBeVisible();
});

test("import shows the catalogue's messages and imports a file", async ({ page }) => {
  const owner = await newOwner("import");
  await signInPage(page, owner);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Import menu" }).click();
  await expect(page.getByText(msg("noFileSelected"))).toBeVisible();
  await page
    .getByLabel("Menu file (JSON)")
    .setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from('{"nope":1}') });
  await page.getByRole("button", { name: "Import menu" }).click();
  await expect(page.getByText(msg("invalidFileFormat"))).toBeVisible();
  const bad = {
    categories: [{ title: "Mains", order: 0 }],
    dishes: [{ title: "Soup", price: -2, order: 0, categoryTitle: "Mains" }],
  };
  await page
    .getByLabel("Menu file (JSON)")
    .setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(bad)) });
  await page.getByRole("button", { name: "Import menu" }).click();
  await expect(page.getByText(/^Failed to import menu: .*invalid price/)).toBeVisible();
  const good = {
    categories: [{ title: "Mains", order: 0 }],
    dishes: [
      {
        title: "Soup",
        description: "",
        price: 4,
        order: 0,
        timeServed: null,
        modifiers: {},
        categoryTitle: "Mains",
        photoBase64: "",
      },
    ],
  };
  // Choosing the file imports it; the button imports it again, which changes nothing (merge).
  await page.getByLabel("Menu file (JSON)").setInputFiles({
    name: "menu_export.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(good)),
  });
  await expect(page.getByText(msg("importSucceeded"))).toBeVisible();
  const dishes = () =>
    owner.pb
      .collection("dishes")
      .getFullList({ filter: `user = "${owner.user.id}"` })
      .then((l) => l.map((d) => d.title));
  expect(await dishes()).toEqual(["Soup"]);
  await page.getByRole("button", { name: "Import menu" }).click();
  await expect(page.getByText(msg("importSucceeded"))).toBeVisible();
  expect(await dishes()).toEqual(["Soup"]);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export menu" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("menu_export.json");
  const fs = await import("node:fs/promises");
  const exported = JSON.parse(await fs.readFile((await file.path())!, "utf8"));
  // The export carries allergens and dietary tags (the file above, without them, imported).
  expect(exported).toEqual({ ...good, dishes: good.dishes.map((d) => ({ ...d, allergens: [], dietary: [] })) });
});
