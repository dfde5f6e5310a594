// The Content-Security-Policy (docs/security-and-isolation.md#content-security-policy) in a real
// browser: the built pages carry a strict Content-Security-Policy that the app itself never
// violates (guest menu, owner pages, realtime, service worker), which blocks an injected inline
// script and a connection to another origin; and an active owner's short-lived session is renewed
// silently.
import { expect, test, type Page } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";
import { png } from "../helpers/images";

declare global {
  interface Window {
    __csp: string[];
    __inlineRan?: boolean;
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

test("the app's pages carry the CSP and never violate it; inline scripts and other origins are blocked", async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto("/demo/1");
  await expect(page.getByRole("heading", { name: "Demo Bistro" })).toBeVisible();
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  const owner = await newOwner("csp");
  await signInPage(page, owner);
  for (const path of ["/orders", "/tablesqr", "/editmenu", "/storage", "/settings", "/finished-orders", "/help"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await page.evaluate(() => window.__csp)).toEqual([]);

  // What an injected script (e.g. through a stored XSS) would try: both are refused.
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__inlineRan = true";
    document.head.appendChild(s);
    return window.__inlineRan === true;
  });
  expect(ran).toBe(false);
  const exfil = await page.evaluate(() =>
    fetch("http://127.0.0.2:9/steal").then(
      () => "sent",
      () => "blocked",
    ),
  );
  expect(exfil).toBe("blocked");
  const violations = await page.evaluate(() => window.__csp);
  expect(violations.some((v) => v.startsWith("script-src"))).toBe(true);
  expect(violations.some((v) => v.startsWith("connect-src"))).toBe(true);
});

test("an owner who keeps the app open gets the session renewed silently", async ({ page }) => {
  await page.clock.install();
  const owner = await newOwner("refresh");
  await signInPage(page, owner);
  const refreshes: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/collections/users/auth-refresh")) refreshes.push(r.url());
  });
  await page.goto("/orders");
  await page.waitForLoadState("networkidle");
  const before = refreshes.length; // the page's own session check
  const tokenBefore = await page.evaluate(
    () => JSON.parse(localStorage.getItem("draft_session") || "{}").token as string,
  );
  await new Promise((r) => setTimeout(r, 1100)); // token expiry has a one-second resolution (real server time)
  await page.clock.runFor(16 * 60 * 1000);
  await expect.poll(() => refreshes.length).toBeGreaterThan(before);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("draft_session") || "{}").token as string))
    .not.toBe(tokenBefore);
  await expect(page).toHaveURL(/\/orders$/);
});

test("an image bomb chosen as a dish photo is refused with a clear message, and no dish is added", async ({ page }) => {
  const owner = await newOwner("bomb");
  await owner.pb.collection("categories").create({ title: "Soups", order: 0, user: owner.user.id });
  await signInPage(page, owner);
  await page.goto("/editmenu");
  const form = page.getByRole("form", { name: "Add dish" });
  await form.getByLabel("Title", { exact: true }).fill("Bomb soup");
  await form.getByLabel("Price").fill("5");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Soups" });
  await form
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: png(100000, 100000) });
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(page.getByText(/The image is too large \(100000x100000 pixels\)/).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Dishes" }).getByText("Bomb soup")).toHaveCount(0);
  expect((await owner.pb.collection("dishes").getList(1, 1, { filter: `user = "${owner.user.id}"` })).totalItems).toBe(
    0,
  );
});
