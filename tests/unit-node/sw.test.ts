// public/sw.js run in a bare VM context with the service-worker globals it uses. The real-browser
// check of the push → notification path is tests/e2e/push-sw.desktop.spec.ts; a notification click
// cannot be simulated in headless Chromium, so it is checked here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const source = readFileSync(path.join(root, "public/sw.js"), "utf8");
const ORIGIN = "https://draft.example";

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string }[] = []) {
  const listeners: Record<string, Listener> = {};
  const clientList = windows.map((w) => ({ ...w, focus: vi.fn(async () => w) }));
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => clientList),
      openWindow: vi.fn(async () => null),
    },
  };
  vm.runInNewContext(source, { self, URL, Date, JSON });
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  return { self, clientList, dispatch };
}

describe("public/sw.js", () => {
  it("shows the pushed order as a notification with the product icon and /orders as its target", async () => {
    const { self, dispatch } = loadWorker();
    const payload = { title: "New order", body: "Table 3: Soup × 2", url: "/orders", icon: "/logo.svg" };
    await dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "New order",
      expect.objectContaining({ body: "Table 3: Soup × 2", icon: "/logo.svg", data: { url: "/orders" } }),
    );
  });

  it("tags the notification with the order, so a push delivered twice shows once", async () => {
    const { self, dispatch } = loadWorker();
    const payload = { title: "New order", body: "Table 3: Soup × 2", url: "/orders", icon: "/logo.svg", tag: "order-abc" };
    await dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    await dispatch("push", { data: { json: () => ({ title: "T" }), text: () => "" } });
    const calls = self.registration.showNotification.mock.calls as unknown as [string, { tag: string }][];
    expect(calls[0][1].tag).toBe("order-abc");
    expect(calls[1][1].tag).toMatch(/^draft-order-\d+$/);
  });

  it("still notifies when the payload is not JSON, and never targets another site", async () => {
    const { self, dispatch } = loadWorker();
    await dispatch("push", {
      data: {
        json: () => {
          throw new SyntaxError("x");
        },
        text: () => "plain text",
      },
    });
    await dispatch("push", { data: { json: () => ({ title: "T", body: "B", url: "https://evil.example/" }), text: () => "" } });
    const calls = self.registration.showNotification.mock.calls as unknown as [string, { body: string; data: { url: string } }][];
    expect(calls[0][0]).toBe("New order");
    expect(calls[0][1].body).toBe("plain text");
    expect(calls[1][1].data.url).toBe("/orders");
  });

  it("a click focuses an open Orders tab", async () => {
    const { self, clientList, dispatch } = loadWorker([{ url: `${ORIGIN}/menu` }, { url: `${ORIGIN}/orders` }]);
    const close = vi.fn();
    await dispatch("notificationclick", { notification: { close, data: { url: "/orders" } } });
    expect(close).toHaveBeenCalled();
    expect(clientList[1].focus).toHaveBeenCalled();
    expect(clientList[0].focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("a click opens /orders when no Orders tab is open (other tabs are left alone)", async () => {
    const { self, clientList, dispatch } = loadWorker([{ url: `${ORIGIN}/menu` }]);
    await dispatch("notificationclick", { notification: { close: vi.fn(), data: { url: "/orders" } } });
    expect(self.clients.openWindow).toHaveBeenCalledWith("/orders");
    expect(clientList[0].focus).not.toHaveBeenCalled();
  });
});
