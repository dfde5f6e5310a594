// Sign-up, sign-in and session on a laptop (docs/owner-screens.md#home, #sign-in-and-sign-up,
// #sessions).
import { expect, test, type Page } from "@playwright/test";
import PocketBase from "pocketbase";
import { baseURL, uniqueEmail } from "./fixtures";
import { messages } from "../../src/domain/messages";

const PASSWORD = "secret-password-1";

async function registerViaUi(page: Page, email: string, password = PASSWORD, repeat = password) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(repeat);
  await page.getByRole("button", { name: "Register" }).click();
}

async function loginViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("the landing shows the hero, title, four paragraphs and Try Now to /register", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".landing-text p")).toHaveCount(4);
  await expect(page.getByText(/500/)).toBeVisible();
  await page.getByRole("button", { name: "Try Now" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("register: mismatched passwords are caught without a request, keeping what was typed", async ({ page }) => {
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/collections/users/records") && r.method() === "POST") calls += 1;
  });
  const email = uniqueEmail("mismatch");
  await registerViaUi(page, email, PASSWORD, "something-else-1");
  await expect(page.getByRole("alert")).toHaveText(messages.passwordsDoNotMatch);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  expect(calls).toBe(0);
});

test("register: a server refusal shows 'Registration failed' and the field message", async ({ page }) => {
  await registerViaUi(page, uniqueEmail("short"), "short", "short");
  await expect(page.getByRole("alert")).toHaveText(messages.registerFailed);
  await expect(page.locator(".field-error")).toContainText(/8|characters|length/i);
  await expect(page).toHaveURL(/\/register$/);
});

test("register, log in (wrong then right), land on /orders, log out", async ({ page }) => {
  const email = uniqueEmail("auth");
  await registerViaUi(page, email);
  await expect(page).toHaveURL(/\/login$/);
  // The e2e server sends no mail: the account works at once, and the page says so.
  await expect(page.getByRole("status")).toHaveText(messages.registeredNoMail);

  await loginViaUi(page, email, "wrong-password-9");
  await expect(page.getByRole("alert")).toHaveText(messages.loginFailed);
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByLabel("Password").fill(PASSWORD);
  // Hold the real sign-in request a moment to see the busy state.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/collections/users/auth-with-password", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Finished Orders" })).toBeVisible();

  // Home with a valid stored session redirects to /orders.
  await page.goto("/");
  await expect(page).toHaveURL(/\/orders$/);

  await nav.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: messages.notLoggedIn })).toBeVisible();
});

test("a revoked token logs the owner out cleanly", async ({ page }) => {
  const email = uniqueEmail("revoked");
  await registerViaUi(page, email);
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/orders$/);

  // Changing the password elsewhere revokes every token issued before.
  const pb = new PocketBase(baseURL);
  const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
  await pb
    .collection("users")
    .update(auth.record.id, { oldPassword: PASSWORD, password: "another-pass-2", passwordConfirm: "another-pass-2" });

  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: messages.notLoggedIn })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Try Now" })).toBeVisible();
});

test("a network failure while checking the session does not log the owner out", async ({ page }) => {
  const email = uniqueEmail("offline");
  await registerViaUi(page, email);
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/orders$/);
  await page.route("**/api/collections/users/auth-refresh", (route) => route.abort("internetdisconnected"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" })).toBeVisible();
});

test("sign-up asks the venue's name and currency (preselected from the browser's locale); left alone, the spec's defaults", async ({
  page,
}) => {
  // Chromium here runs in US English: USD is preselected.
  await page.goto("/register");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  const named = uniqueEmail("named");
  await page.getByLabel("Email").fill(named);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByLabel("Venue name").fill("Corner Bistro");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const pb = new PocketBase(baseURL);
  const venue = (await pb.collection("users").authWithPassword(named, PASSWORD)).record;
  expect([venue.menuTitle, venue.currency]).toEqual(["Corner Bistro", "EUR"]);

  // 'Choose later' and no name: the spec's sign-up (title from the email, no currency).
  const plain = uniqueEmail("plain");
  await page.goto("/register");
  await page.getByLabel("Email").fill(plain);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByLabel("Currency").selectOption("");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const spec = (await pb.collection("users").authWithPassword(plain, PASSWORD)).record;
  expect([spec.menuTitle, spec.currency]).toEqual([plain.split("@")[0], ""]);
});
