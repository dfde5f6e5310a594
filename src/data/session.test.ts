// The session against the real SDK client and its LocalAuthStore (localStorage, key draft_session):
// only the network (fetch) is faked, with the answers a browser can really get.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pb, SESSION_KEY } from "./client";
import { checkSession, currentOwner, hasStoredSession, isVenueChoice, login, logout, refreshSession } from "./session";

const RECORD = { id: "owner1", collectionId: "_pb_users_auth_", collectionName: "users", email: "a@example.com" };

let serial = 0;
/** A JWT the SDK counts as valid for an hour (it reads only the payload). */
function token(): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
  const payload = {
    id: RECORD.id,
    type: "auth",
    collectionId: RECORD.collectionId,
    exp: Math.floor(Date.now() / 1000) + 3600,
    n: ++serial,
  };
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}.sig`;
}

/** A response as fetch gives it (with its url, which a constructed Response lacks). */
function answer(url: string, status: number, body: BodyInit | null): Response {
  const res = new Response(body, { status, headers: { "Content-Type": "application/json" } });
  Object.defineProperty(res, "url", { value: url });
  return res;
}

/** A body whose first bytes arrive, then the connection is cut (the page unloading mid-answer). */
function cutOffBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"token":"eyJ'));
      controller.error(new TypeError("network error"));
    },
  });
}

function stored(): { token?: string } | null {
  const raw = localStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as { token?: string }) : null;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  pb.authStore.save(token(), RECORD);
});

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe("refreshSession", () => {
  it("keeps the session when the refresh answer is cut off mid-body (no 401: no sign-out)", async () => {
    const before = pb.authStore.token;
    fetchMock.mockImplementation(async (url) => answer(String(url), 200, cutOffBody()));
    const owner = await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(owner?.id).toBe(RECORD.id);
    // What a reload reads: the stored session, with its token.
    expect(stored()?.token).toBe(before);
    expect(hasStoredSession()).toBe(true);
  });

  it("keeps the session when the refresh answer is not JSON (a proxy's page, a truncated body)", async () => {
    const before = pb.authStore.token;
    fetchMock.mockImplementation(async (url) => answer(String(url), 200, '{"token":"eyJ'));
    await refreshSession();
    expect(stored()?.token).toBe(before);
  });

  it("stores the new token of a good refresh", async () => {
    const next = token();
    fetchMock.mockImplementation(async (url) =>
      answer(String(url), 200, JSON.stringify({ token: next, record: RECORD })),
    );
    const owner = await refreshSession();
    expect(owner?.email).toBe(RECORD.email);
    expect(stored()?.token).toBe(next);
  });

  it("ends the session when the server refuses the token (401)", async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url), 401, JSON.stringify({ message: "invalid token" })));
    expect(await refreshSession()).toBeNull();
    expect(stored()).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it("keeps the session on a network failure", async () => {
    const before = pb.authStore.token;
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await refreshSession())?.id).toBe(RECORD.id);
    expect(stored()?.token).toBe(before);
  });

  it("does not sign back in when the owner logged out while the refresh was on its way", async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (release = r)));
    const pending = refreshSession();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    logout();
    release(answer(String(fetchMock.mock.calls[0][0]), 200, JSON.stringify({ token: token(), record: RECORD })));
    await pending;
    expect(hasStoredSession()).toBe(false);
    expect(stored()).toBeNull();
  });
});

describe("the request funnel (afterSend)", () => {
  it("ends the session on a 401 to any request, whatever screen made it", async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url), 401, JSON.stringify({ message: "auth required" })));
    await expect(pb.send("/api/stats/storage", {})).rejects.toMatchObject({ status: 401 });
    expect(hasStoredSession()).toBe(false);
  });

  it("keeps a newer session when a request sent with an older token gets a 401", async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (release = r)));
    const pending = pb.send("/api/stats/storage", {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const newer = token();
    pb.authStore.save(newer, RECORD); // signed in again meanwhile
    release(answer(String(fetchMock.mock.calls[0][0]), 401, JSON.stringify({ message: "auth required" })));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(pb.authStore.token).toBe(newer);
  });

  it("leaves the session alone on other failures (403, 500)", async () => {
    const before = pb.authStore.token;
    for (const status of [403, 500]) {
      fetchMock.mockImplementation(async (url) => answer(String(url), status, JSON.stringify({ message: "no" })));
      await expect(pb.send("/api/stats/storage", {})).rejects.toMatchObject({ status });
    }
    expect(pb.authStore.token).toBe(before);
  });
});

describe("checkSession", () => {
  it("asks the server once per page load, sharing a check on its way", async () => {
    fetchMock.mockImplementation(async (url) =>
      answer(String(url), 200, JSON.stringify({ token: token(), record: RECORD })),
    );
    const [a, b] = await Promise.all([checkSession(), checkSession()]);
    expect(a?.id).toBe(RECORD.id);
    expect(b?.id).toBe(RECORD.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The refreshed token needs no check: another owner page opened later asks nothing.
    expect((await checkSession())?.id).toBe(RECORD.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again after a check that failed on the network", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await checkSession();
    fetchMock.mockImplementation(async (url) =>
      answer(String(url), 200, JSON.stringify({ token: token(), record: RECORD })),
    );
    await checkSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks nothing without a stored session", async () => {
    pb.authStore.clear();
    expect(await checkSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a team member's session", () => {
  const VENUE = { ...RECORD, id: "venue1", email: "", currency: "EUR", publicLink: "bistro" };
  const MEMBER = {
    id: "member1",
    collectionId: "staff1",
    collectionName: "staff",
    name: "Wendy",
    role: "waiter",
    venue: "venue1",
    expand: { venue: VENUE },
  };

  it("is the venue's, with the member's role and name", () => {
    pb.authStore.save(token(), MEMBER);
    const me = currentOwner();
    expect(me).toMatchObject({ id: "venue1", currency: "EUR", role: "waiter", memberName: "Wendy", email: "" });
  });

  it("refreshes through the staff collection, with its venue", async () => {
    pb.authStore.save(token(), MEMBER);
    const next = token();
    fetchMock.mockImplementation(async (url) =>
      answer(String(url), 200, JSON.stringify({ token: next, record: MEMBER })),
    );
    const me = await refreshSession();
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain("/api/collections/staff/auth-refresh");
    expect(url).toContain("expand=venue");
    expect(me?.role).toBe("waiter");
  });

  it("signs in as the owner first, then as a person, who enters their one venue", async () => {
    pb.authStore.clear();
    const member = token();
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.includes("/collections/users/"))
        return answer(u, 400, JSON.stringify({ status: 400, message: "Failed to authenticate.", data: {} }));
      if (u.includes("/collections/people/"))
        return answer(u, 200, JSON.stringify({ token: "person-token", record: {} }));
      if (u.includes("/api/team/venues"))
        return answer(
          u,
          200,
          JSON.stringify({ items: [{ member: "staff1", venue: "v1", venueName: "V", role: "waiter" }] }),
        );
      return answer(u, 200, JSON.stringify({ token: member, record: MEMBER }));
    });
    const me = await login("wendy@example.com", "password-123");
    expect(isVenueChoice(me) ? "" : me.role).toBe("waiter");
    expect(pb.authStore.token).toBe(member);
    expect(fetchMock.mock.calls.map((c) => String(c[0]).split("/api/")[1]?.split("?")[0])).toEqual([
      "collections/users/auth-with-password",
      "collections/people/auth-with-password",
      "team/venues",
      "team/enter",
    ]);
  });

  it("gives a person of several venues the list to pick from", async () => {
    pb.authStore.clear();
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.includes("/collections/users/"))
        return answer(u, 400, JSON.stringify({ status: 400, message: "Failed to authenticate.", data: {} }));
      if (u.includes("/collections/people/"))
        return answer(u, 200, JSON.stringify({ token: "person-token", record: {} }));
      const two = [
        { member: "s1", venue: "v1", venueName: "One", role: "waiter" },
        { member: "s2", venue: "v2", venueName: "Two", role: "manager" },
      ];
      return answer(u, 200, JSON.stringify({ items: two }));
    });
    const me = await login("wendy@example.com", "password-123");
    expect(isVenueChoice(me) && me.venues.map((v) => v.venueName)).toEqual(["One", "Two"]);
    expect(pb.authStore.token).toBe("");
  });
});
