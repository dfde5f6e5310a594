// The person using a shared device (docs/security-and-isolation.md#shared-devices), against the real
// SDK client: kept for the tab across a reload (a fresh import of the module), bound to the device
// session it was given to, sent as X-Staff-Person only with that session, forgotten on Done.
import { afterEach, describe, expect, it, vi } from "vitest";

const KEY = "draft_staff_person";

function jwt(id: string): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
  const payload = { id, type: "auth", collectionId: "staff", exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}.sig`;
}

/** The app's client and person modules as a reload gives them: fresh imports over the same storage. */
async function freshClient() {
  vi.resetModules();
  const client = await import("./client");
  return { ...client, ...(await import("./staff-person")) };
}

/** The headers the client would send with a request now. */
async function sentHeaders(client: Awaited<ReturnType<typeof freshClient>>): Promise<Record<string, string>> {
  const { options } = await client.pb.beforeSend!("http://x/api/test", { headers: {} });
  return (options?.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the person on a shared device", () => {
  it("survives a reload of the tab, for the device session it was given to", async () => {
    let client = await freshClient();
    client.pb.authStore.save(jwt("device1"), { id: "device1", collectionName: "staff" } as never);
    client.setStaffPerson({ name: "Kit", token: "ab12", expiresAt: Date.now() + 60_000 });
    expect(client.staffPersonName()).toBe("Kit");
    expect((await sentHeaders(client))["X-Staff-Person"]).toBe("ab12");

    client = await freshClient();
    expect(client.staffPersonName()).toBe("Kit");
    expect((await sentHeaders(client))["X-Staff-Person"]).toBe("ab12");

    // Another session in this tab (another device, or an owner): the person is not theirs.
    client.pb.authStore.save(jwt("device2"), { id: "device2", collectionName: "staff" } as never);
    expect(client.staffPersonName()).toBe("");
    expect((await sentHeaders(client))["X-Staff-Person"]).toBeUndefined();
  });

  it("is not kept past the turn's end, nor from a value that is not a person", async () => {
    let client = await freshClient();
    client.pb.authStore.save(jwt("device1"), { id: "device1", collectionName: "staff" } as never);
    client.setStaffPerson({ name: "Kit", token: "ab12", expiresAt: Date.now() - 1 });
    expect(client.staffPersonName()).toBe("");
    for (const bad of ["{", '{"name":"Kit","token":"<script>","expiresAt":1e15,"device":"device1"}', "null"]) {
      sessionStorage.setItem(KEY, bad);
      client = await freshClient();
      expect(client.staffPersonName()).toBe("");
    }
  });

  it("Done forgets the person here and ends the turn on the server", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    const client = await freshClient();
    client.pb.authStore.save(jwt("device1"), { id: "device1", collectionName: "staff" } as never);
    client.setStaffPerson({ name: "Kit", token: "ab12", expiresAt: Date.now() + 60_000 });
    client.dropStaffPerson();
    expect(client.staffPersonName()).toBe("");
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/team\/leave$/);
    expect(init.headers).toMatchObject({ "X-Staff-Person": "ab12", Authorization: client.pb.authStore.token });
  });
});
