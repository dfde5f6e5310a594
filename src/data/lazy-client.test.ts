// The guest page's data modules reach the SDK through guestClient() (src/data/lazy-client.ts):
// nothing loads it until a call needs it, every call then waits for the one load, and the requests
// carry the headers the SDK client sends today. Only the network (fetch) is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A response as fetch gives it (with its url, which a constructed Response lacks). */
function answer(url: string, status: number, body: unknown): Response {
  const res = new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  Object.defineProperty(res, "url", { value: url });
  return res;
}

/** The headers of a fetch call, by lower-case name. */
function headersOf(call: Parameters<typeof fetch>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((call[1]?.headers ?? {}) as Record<string, string>)) out[k.toLowerCase()] = v;
  return out;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("guestClient", () => {
  it("is not loaded by the guest modules themselves, and is the app's one client once asked for", async () => {
    const lazy = await import("./lazy-client");
    const { toUserError } = await import("./errors");
    await import("./menu");
    await import("./guest-orders");
    await import("./realtime");
    // The SDK's client is not evaluated yet (it would have handed itself over); an SDK error made
    // before it loaded is still read as one, by its shape.
    expect(lazy.clientIsLoaded()).toBe(false);
    const { ClientResponseError } = await import("pocketbase");
    const early = new ClientResponseError({ status: 400, response: { message: "No." } });
    expect(toUserError(early)).toMatchObject({ status: 400, message: "No." });
    const [a, b] = await Promise.all([lazy.guestClient(), lazy.guestClient()]);
    expect(a).toBe(b);
    expect(a).toBe((await import("./client")).pb);
    expect(lazy.clientIsLoaded()).toBe(true);
    expect(lazy.isResponseError(early)).toBe(true);
  });

  it("reads the menu through the SDK with the venue's header, and a 404 as no menu", async () => {
    const { fetchMenu } = await import("./menu");
    fetchMock.mockImplementation(async (url) => answer(String(url), 404, { message: "Not found." }));
    expect(await fetchMenu("Cafe-Blue", "3", "de")).toBeNull();
    const call = fetchMock.mock.calls[0]!;
    expect(String(call[0])).toMatch(/\/api\/menu\/cafe-blue\?table=3&lang=de$/);
    expect(headersOf(call)["x-venue"]).toBe("cafe-blue");
    expect(headersOf(call)["accept-language"]).toBe("en-GB");
  });

  it("sends a guest's order with the guest token, and turns the server's refusal into its message", async () => {
    const { fetchMenu } = await import("./menu");
    const { sendOrder, guestToken } = await import("./guest-orders");
    const { toUserError } = await import("./errors");
    fetchMock.mockImplementation(async (url) => answer(String(url), 404, {}));
    await fetchMenu("cafe-blue", "3");
    fetchMock.mockImplementation(async (url) =>
      answer(String(url), 400, { message: "Dish is sold out.", data: { items: { message: "Sold out" } } }),
    );
    const failure = await sendOrder({
      venueId: "venue1",
      publicLink: "cafe-blue",
      tableNumber: "3",
      items: [{ dishId: "d1", title: "Soup", price: 500, count: 1, modifiers: {} }],
      total: 500,
      clientRequestId: "req1",
    }).catch((e: unknown) => e);
    expect(toUserError(failure)).toMatchObject({
      status: 400,
      message: "Dish is sold out.",
      fieldErrors: { items: "Sold out" },
    });
    const call = fetchMock.mock.calls[1]!;
    expect(String(call[0])).toMatch(/\/api\/collections\/orders\/records/);
    expect(headersOf(call)["x-guest-token"]).toBe(guestToken());
    expect(headersOf(call)["x-venue"]).toBe("cafe-blue");
  });
});
