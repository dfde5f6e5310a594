// The service worker (public/sw.js) in real Chromium: a push message becomes a notification with
// the order's title and body, the product icon and /orders as its target. The message is delivered
// through the DevTools protocol (ServiceWorker.deliverPushMessage), i.e. the way the browser hands
// a decrypted push to the worker; the server side of the encryption is tested in
// tests/integration/push.test.ts.
import { expect, test } from "@playwright/test";
import { baseURL } from "./fixtures";

test("a push message shows a notification that targets /orders", async ({ page, context }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/");
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      "ServiceWorker.workerRegistrationUpdated",
      (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      },
    );
  });
  await cdp.send("ServiceWorker.enable");
  const scope = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    return reg.scope;
  });
  expect(scope).toBe(`${baseURL}/`);

  const payload = { title: "New order", body: "Table 3: Soup × 2", url: "/orders", icon: "/logo.svg" };
  const id = await registrationId;
  // A push handed over while the worker is still starting can be dropped by the browser under
  // load, so deliver again until a notification shows; each attempt is a real push event.
  await expect(async () => {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: `${baseURL}/`,
      registrationId: id,
      data: JSON.stringify(payload),
    });
    const shown = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      await new Promise((r) => setTimeout(r, 500));
      const list = await reg.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown }));
    });
    expect(shown[0]).toEqual({
      title: "New order",
      body: "Table 3: Soup × 2",
      icon: `${baseURL}/logo.svg`,
      data: { url: "/orders" },
    });
  }).toPass({ timeout: 30_000 });
});
