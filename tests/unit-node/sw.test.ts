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
    const payload = {
      title: "New order",
      body: "Table 3: Soup × 2",
      url: "/orders",
      icon: "/logo.svg",
      tag: "order-abc",
    };
    await dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    await dispatch("push", { data: { json: () => ({ title: "T" }), text: () => "" } });
    const calls = self.registration.showNotification.mock.calls as unknown as [string, { tag: string }][];
    expect(calls[0][1].tag).toBe("order-abc");
    expect(calls[1][1].tag).toMatch(/^draft-order-\d+$/);
  });

  it("shows every order a push carries under `more` as a notification of its own, each with its tag", async () => {
    const { self, dispatch } = loadWorker();
    const payload = {
      title: "New order",
      body: "Table 1: Soup × 1",
      url: "/orders",
      icon: "/logo.svg",
      tag: "order-a",
      more: [
        { title: "New order", body: "Table 2: Tea × 2", url: "/orders", icon: "/logo.svg", tag: "order-b" },
        {
          title: "New order",
          body: "Table 3: Cake × 1",
          url: "https://evil.example/",
          icon: "/logo.svg",
          tag: "order-c",
        },
      ],
    };
    await dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; tag: string; data: { url: string } },
    ][];
    expect(calls.map((c) => [c[1].tag, c[1].body])).toEqual([
      ["order-a", "Table 1: Soup × 1"],
      ["order-b", "Table 2: Tea × 2"],
      ["order-c", "Table 3: Cake × 1"],
    ]);
    expect(calls[2][1].data.url).toBe("/orders");
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
    await dispatch("push", {
      data: { json: () => ({ title: "T", body: "B", url: "https://evil.example/" }), text: () => "" },
    });
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
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

  // A takeaway guest's ready push (docs/takeaway.md#ready-notification): the order page is its target.
  it("shows a takeaway guest's ready push, and a click opens that venue's takeaway page", async () => {
    const { self, dispatch } = loadWorker([{ url: `${ORIGIN}/orders` }]);
    const payload = {
      title: "Order 12 is ready",
      body: "Order 12 is ready for pickup",
      url: "/cafe-anna/takeaway",
      icon: "/logo.svg",
      tag: "ready-abc",
    };
    await dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; tag: string; data: { url: string } },
    ][];
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe("Order 12 is ready");
    expect(calls[0][1]).toMatchObject({
      body: "Order 12 is ready for pickup",
      tag: "ready-abc",
      data: { url: "/cafe-anna/takeaway" },
    });
    await dispatch("notificationclick", { notification: { close: vi.fn(), data: calls[0][1].data } });
    expect(self.clients.openWindow).toHaveBeenCalledWith("/cafe-anna/takeaway");
  });

  it("a click on a ready push focuses the guest's open takeaway page (with its query)", async () => {
    const { self, clientList, dispatch } = loadWorker([
      { url: `${ORIGIN}/cafe-anna/3` },
      { url: `${ORIGIN}/cafe-anna/takeaway?lang=de` },
    ]);
    await dispatch("notificationclick", { notification: { close: vi.fn(), data: { url: "/cafe-anna/takeaway" } } });
    expect(clientList[1].focus).toHaveBeenCalled();
    expect(clientList[0].focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });
});

// The guest page's offline copy (docs/guest-page.md#offline-copy). The real-browser check is
// tests/e2e/guest-first-paint.phone.spec.ts; here each rule in isolation.
function loadCachingWorker(network: (path: string) => Promise<unknown>) {
  const listeners: Record<string, Listener> = {};
  const stored = new Map<string, unknown>();
  const cache = {
    put: vi.fn(async (p: string, res: unknown) => void stored.set(p, res)),
    match: vi.fn(async (p: string) => stored.get(p)),
    keys: vi.fn(async () => [...stored.keys()].map((p) => ({ url: ORIGIN + p }))),
    delete: vi.fn(async (p: string) => stored.delete(p)),
  };
  const fetch = vi.fn(async (req: string | { url: string }) =>
    network(typeof req === "string" ? req : new URL(req.url).pathname),
  );
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(), navigationPreload: { enable: vi.fn(async () => {}) } },
    clients: { claim: vi.fn(async () => {}) },
    caches: {
      open: vi.fn(async () => cache),
      keys: vi.fn(async () => ["draft-guest-v0", "draft-guest-v1", "other-app"]),
      delete: vi.fn(async () => true),
      match: vi.fn(async (p: string) => stored.get(p)),
    },
    fetch,
    Headers,
    Response,
  };
  vm.runInNewContext(source, { self, URL, Date, JSON });
  /** Dispatches a fetch: what the worker answered (a promise) and when its background work is done. */
  function start(pathOrUrl: string, mode = "navigate", preloadResponse?: Promise<unknown>) {
    let answer: Promise<unknown> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.fetch({
      request: { method: "GET", url: pathOrUrl.startsWith("http") ? pathOrUrl : ORIGIN + pathOrUrl, mode },
      preloadResponse,
      respondWith: (p: Promise<unknown>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    return { answer, settled: () => Promise.all(waits) };
  }
  /** Dispatches a fetch; resolves to what the worker answered, or undefined when it let the browser do it. */
  async function request(pathOrUrl: string, mode = "navigate", preloadResponse?: Promise<unknown>) {
    let answer: Promise<unknown> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.fetch({
      request: { method: "GET", url: pathOrUrl.startsWith("http") ? pathOrUrl : ORIGIN + pathOrUrl, mode },
      preloadResponse,
      respondWith: (p: Promise<unknown>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const result = answer === undefined ? undefined : await answer;
    await Promise.all(waits);
    return result;
  }
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  return { self, stored, fetch, request, start, dispatch };
}

const ok = (body: string) => ({ ok: true, body, clone: () => ({ ok: true, body }) });

describe("public/sw.js: the guest page's offline copy", () => {
  it("answers a guest menu address from the network and keeps it; offline, from the copy", async () => {
    let online = true;
    const w = loadCachingWorker(async (p) => {
      if (!online) throw new TypeError("Failed to fetch");
      return ok(`page ${p}`);
    });
    expect(await w.request("/demo/1")).toMatchObject({ body: "page /demo/1" });
    expect(w.stored.get("/demo/1")).toMatchObject({ body: "page /demo/1" });
    online = false;
    expect(await w.request("/demo/1")).toMatchObject({ body: "page /demo/1" });
    await expect(w.request("/other/2")).rejects.toThrow("Failed to fetch");
  });

  it("takes the navigation preload response instead of a second request", async () => {
    const w = loadCachingWorker(async () => ok("network"));
    expect(await w.request("/demo/1", "navigate", Promise.resolve(ok("preloaded")))).toMatchObject({
      body: "preloaded",
    });
    expect(await w.request("/orders", "navigate", Promise.resolve(ok("owner page")))).toMatchObject({
      body: "owner page",
    });
    expect(w.fetch).not.toHaveBeenCalled();
    // Owner pages are never kept.
    expect(w.stored.has("/orders")).toBe(false);
  });

  it("keeps a page's files when asked, only same-origin page files, and serves hashed files from the copy", async () => {
    const w = loadCachingWorker(async (p) => ok(`file ${p}`));
    await w.dispatch("message", {
      data: {
        type: "keep-guest-page",
        urls: ["/demo/1", "/assets/index-1.js", "/logo.svg", "/api/menu/demo", "/orders", "https://evil.example/x.js"],
      },
    });
    expect([...w.stored.keys()].sort()).toEqual(["/assets/index-1.js", "/demo/1", "/logo.svg"]);
    w.fetch.mockClear();
    expect(await w.request("/assets/index-1.js", "cors")).toMatchObject({ body: "file /assets/index-1.js" });
    expect(w.fetch).not.toHaveBeenCalled();
    // A new build: the old hashed files are dropped when the page names its new ones.
    await w.dispatch("message", { data: { type: "keep-guest-page", urls: ["/demo/1", "/assets/index-2.js"] } });
    expect(w.stored.has("/assets/index-1.js")).toBe(false);
    expect(w.stored.has("/assets/index-2.js")).toBe(true);
  });

  it("leaves the API, other sites and non-GET requests to the browser", async () => {
    const w = loadCachingWorker(async () => ok("x"));
    expect(await w.request("/api/menu/demo", "cors")).toBeUndefined();
    expect(await w.request("https://other.example/demo/1")).toBeUndefined();
    expect(await w.request("/api/realtime", "cors")).toBeUndefined();
  });

  it("on install routes the hashed files to the kept copy (Static Routing API), when the browser has it", async () => {
    const w = loadCachingWorker(async () => ok("x"));
    const addRoutes = vi.fn(async () => {});
    await w.dispatch("install", { addRoutes });
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { urlPattern: "/assets/*" }, source: { cacheName: "draft-guest-v1" } },
    ]);
    await w.dispatch("install", {});
    expect(w.self.skipWaiting).toHaveBeenCalledTimes(2);
  });

  it("on activation drops older copies only, turns navigation preload on, and takes the open pages", async () => {
    const w = loadCachingWorker(async () => ok("x"));
    await w.dispatch("activate", {});
    expect(w.self.caches.delete).toHaveBeenCalledTimes(1);
    expect(w.self.caches.delete).toHaveBeenCalledWith("draft-guest-v0");
    expect(w.self.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(w.self.clients.claim).toHaveBeenCalled();
  });
});

// A repeat scan waits for no round trip (docs/guest-page.md#offline-copy): a recent copy is the
// answer at once, and the network's answer (the navigation preload) replaces it in the background.
describe("public/sw.js: a repeat scan paints from a recent copy", () => {
  const HOUR = 3600_000;
  const page = (body: string, at = Date.now(), status = 200) =>
    new Response(body, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": "gzip",
        Date: new Date(at).toUTCString(),
      },
    });
  const preloads =
    '<link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="modulepreload" crossorigin href="/assets/b-2.js">';
  /** What the cache holds for `p`, read without using up the stored response. */
  const keptText = (w: ReturnType<typeof loadCachingWorker>, p: string) => (w.stored.get(p) as Response).clone().text();

  it("answers a recent copy before the network has answered, then keeps the network's page", async () => {
    const w = loadCachingWorker(async () => {
      throw new TypeError("no second request");
    });
    await w.request("/demo/1", "navigate", Promise.resolve(page(`<head>${preloads}</head>menu v1`)));
    // The copy drops the module preloads (the scripts are in the copy; they load after the first frame).
    expect(await keptText(w, "/demo/1")).toBe("<head></head>menu v1");
    expect((w.stored.get("/demo/1") as Response).headers.get("Content-Encoding")).toBeNull();

    let answerNetwork: (r: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => (answerNetwork = resolve));
    const { answer, settled } = w.start("/demo/1", "navigate", slow);
    // The network has not answered yet: the copy is the answer.
    const shown = (await answer) as Response;
    expect(await shown.clone().text()).toBe("<head></head>menu v1");
    answerNetwork(page(`<head>${preloads}</head>menu v2`));
    await settled();
    expect(await keptText(w, "/demo/1")).toBe("<head></head>menu v2");
    expect(w.fetch).not.toHaveBeenCalled();
  });

  it("waits for the network when the copy is older than a day, and still uses it offline", async () => {
    let online = true;
    const w = loadCachingWorker(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return page("fresh");
    });
    await w.request("/demo/1", "navigate", Promise.resolve(page("old", Date.now() - 25 * HOUR)));
    expect(await ((await w.request("/demo/1")) as Response).text()).toBe("fresh");
    w.stored.set("/demo/1", page("old", Date.now() - 25 * HOUR));
    online = false;
    expect(await ((await w.request("/demo/1")) as Response).text()).toBe("old");
  });

  it("drops the copy when the server says the venue or table is gone", async () => {
    const w = loadCachingWorker(async () => page("Menu not found", Date.now(), 404));
    await w.request("/demo/1", "navigate", Promise.resolve(page("menu")));
    expect(w.stored.has("/demo/1")).toBe(true);
    // The recent copy still paints this once (the page then hears the 404 from the API)...
    const { answer, settled } = w.start("/demo/1", "navigate");
    expect(await ((await answer) as Response).text()).toBe("menu");
    await settled();
    // ...and is gone for the next scan.
    expect(w.stored.has("/demo/1")).toBe(false);
    expect(((await w.request("/demo/1")) as Response).status).toBe(404);
  });
});
