// Isolation (docs/security-and-isolation.md) in the owner's browser: the venue's time zone and old
// links in the menu info form (release with a confirmation), and deleting the account from Settings
// (password + confirmation).
import { expect, test } from "@playwright/test";
import { baseURL } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

test("menu info: time zone, and an old link that keeps the menu until released", async ({ page }) => {
  const owner = await newOwner("oldlink");
  await signInPage(page, owner);
  await page.goto("/editmenu");
  const form = page.getByRole("form", { name: "Public menu info" });
  const old = String(owner.user.publicLink);
  await expect(page.getByText(`No old links: only /${old} opens your menu.`)).toBeVisible();
  await form.getByLabel("Public link").fill(`${old}-new`);
  await form.getByLabel("Menu description").fill("Fresh food");
  await form.getByLabel("Currency").fill("EUR");
  await form.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await form.getByRole("button", { name: "Save menu info" }).click();
  await expect(page.getByText("Menu updated successfully!")).toBeVisible();
  await expect.poll(async () => (await owner.pb.collection("users").getOne(owner.user.id)).timeZone).toBe("Asia/Tokyo");

  // The old link is listed and still opens the menu.
  await expect(page.getByRole("listitem").filter({ hasText: `/${old}` })).toBeVisible();
  expect((await fetch(`${baseURL}/api/menu/${old}`)).status).toBe(200);

  // Release asks first; cancel keeps it, confirm releases it.
  await page.getByRole("button", { name: `Release /${old}` }).click();
  const dialog = page.getByRole("dialog", { name: `Release /${old}?` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await fetch(`${baseURL}/api/menu/${old}`)).status).toBe(200);
  await page.getByRole("button", { name: `Release /${old}` }).click();
  await page
    .getByRole("dialog", { name: `Release /${old}?` })
    .getByRole("button", { name: "Release" })
    .click();
  await expect(page.getByText(`No old links: only /${old}-new opens your menu.`)).toBeVisible();
  expect((await fetch(`${baseURL}/api/menu/${old}`)).status).toBe(404);
});

test("settings: deleting the account needs the password and a confirmation", async ({ page }) => {
  const owner = await newOwner("delete");
  await signInPage(page, owner);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(form.getByText("Enter your password.")).toBeVisible();
  await form.getByLabel("Password").fill("wrong-password-1");
  await form.getByRole("button", { name: "Delete account" }).click();
  await page
    .getByRole("dialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Delete account" })
    .click();
  await expect(form.getByText("Wrong password.")).toBeVisible();
  expect((await owner.pb.collection("users").getOne(owner.user.id)).id).toBe(owner.user.id);

  await form.getByLabel("Password").fill(owner.password);
  await form.getByRole("button", { name: "Delete account" }).click();
  await page
    .getByRole("dialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Delete account" })
    .click();
  await expect(page).toHaveURL(`${baseURL}/`);
  const status = await owner.pb
    .collection("users")
    .getOne(owner.user.id)
    .then(
      () => 200,
      (e) => e.status,
    );
  expect([401, 404]).toContain(status);
});
