import { expect, test } from "@playwright/test";

test("home shows the landing with the shell, nav and footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Try Now/ })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Draft, all rights reserved.`)).toBeVisible();
});

test("the login page opens from the navigation", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: /log ?in/i })).toBeVisible();
  await expect(page.getByPlaceholder("Email")).toBeVisible();
  await expect(page.getByPlaceholder("Password")).toBeVisible();
  // Page-wide queries for the nav labels stay unambiguous on the login and register pages.
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByPlaceholder("Repeat password")).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows a large 404 with a link back home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await page.getByRole("link", { name: /back to the home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
  // Two segments starting with an app route are a 404 too, not a guest menu.
  await page.goto("/orders/extra");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  // The large 404 itself is the link back to /.
  await page.goto("/no/such/page");
  await page.getByRole("link", { name: "404" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("owner pages say 'Not logged in' when signed out", async ({ page }) => {
  await page.goto("/storage");
  await expect(page.getByRole("heading", { name: "Not logged in" })).toBeVisible();
});
