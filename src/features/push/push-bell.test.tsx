// PushBell in jsdom. The browser's Notification, PushManager and service worker APIs are stubbed
// (jsdom has none); the data module is replaced so no server is needed here. The same data module
// is tested against the real PocketBase in tests/integration/push-data.test.ts.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../domain/messages";

const data = vi.hoisted(() => ({
  fetchVapidPublicKey: vi.fn(
    async () => "BPzFfAD3aOmhMLy6r2bx4rRR7k6bPhZ2kWdZ2TGEkA2h7eKDqHB0qvoFhM4gJz6q2hFz2oQ6m6jDq8yY0vTq3lw",
  ),
  saveSubscription: vi.fn(async () => {}),
  deleteSubscription: vi.fn(async () => {}),
}));
vi.mock("../../data/push", () => data);
vi.mock("../../hooks/use-session", () => ({ useOwner: () => ({ id: "owner1234567890" }) }));

import { PushBell } from "./push-bell";
import { RESYNC_AFTER_MS } from "./push-client";

interface FakeSub {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: { p256dh: string; auth: string } };
  getKey: () => null;
  unsubscribe: ReturnType<typeof vi.fn>;
}

let permission: NotificationPermission;
let nextPermission: NotificationPermission;
let subscription: FakeSub | null;
let registered: string[];

function makeSub(key: ArrayBuffer | null): FakeSub {
  const sub: FakeSub = {
    endpoint: "https://push.example.test/sub/abc",
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: "P256DH", auth: "AUTH" } }),
    getKey: () => null,
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
  return sub;
}

function installBrowser() {
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (opts: { applicationServerKey: Uint8Array }) => {
      subscription = makeSub(opts.applicationServerKey.slice().buffer);
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      permission = nextPermission;
      return permission;
    }),
  });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: vi.fn(async (url: string) => {
        registered.push(url);
        return registration;
      }),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => (registered.length || subscription ? registration : undefined)),
    },
  });
  return pushManager;
}

beforeEach(() => {
  permission = "default";
  nextPermission = "granted";
  subscription = null;
  registered = [];
  localStorage.clear();
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- remove the stub so "unsupported" can be tested
  delete (navigator as any).serviceWorker;
});

async function openDialog() {
  const user = userEvent.setup();
  render(<PushBell />);
  await user.click(screen.getByRole("button", { name: "Push notifications" }));
  const dialog = await screen.findByRole("dialog", { name: "Push notifications" });
  return { user, dialog };
}

describe("PushBell", () => {
  it("says push is not enabled, then enables it: permission, /sw.js, server key, stored subscription", async () => {
    const pushManager = installBrowser();
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(msg("pushNotEnabled"))).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Enable push notifications" }));

    expect(await within(dialog).findByText(msg("pushEnabled"))).toBeInTheDocument();
    expect(registered).toEqual(["/sw.js"]);
    const opts = pushManager.subscribe.mock.calls[0][0] as unknown as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(opts.userVisibleOnly).toBe(true);
    expect(opts.applicationServerKey.length).toBe(65); // the server's key, decoded from base64url
    expect(opts.applicationServerKey[0]).toBe(4);
    expect(data.saveSubscription).toHaveBeenCalledWith("owner1234567890", {
      endpoint: "https://push.example.test/sub/abc",
      p256dh: "P256DH",
      auth: "AUTH",
      userAgent: navigator.userAgent,
    });
  });

  it("turns push off again: deletes the stored subscription and unsubscribes", async () => {
    installBrowser();
    permission = "granted";
    subscription = makeSub(null);
    const sub = subscription;
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(msg("pushEnabled"))).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Disable push notifications" }));

    expect(await within(dialog).findByText(msg("pushDisabled"))).toBeInTheDocument();
    expect(data.deleteSubscription).toHaveBeenCalledWith("owner1234567890", sub.endpoint);
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Enable push notifications" })).toBeInTheDocument();
  });

  it("explains a denied permission instead of failing", async () => {
    installBrowser();
    nextPermission = "denied";
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole("button", { name: "Enable push notifications" }));
    expect(await within(dialog).findByText(/blocked for this site/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(data.saveSubscription).not.toHaveBeenCalled();
  });

  it("explains an unsupported browser", async () => {
    // no serviceWorker, no PushManager, no Notification: jsdom as it is
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(/cannot receive push notifications/)).toBeInTheDocument();
    expect(within(dialog).getByText(msg("pushNotEnabled"))).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Enable push notifications" })).toBeNull();
  });

  it("keeps the device off and says so when the server refuses the subscription", async () => {
    installBrowser();
    data.saveSubscription.mockRejectedValueOnce(new Error("400"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole("button", { name: "Enable push notifications" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/could not be turned on/);
    expect(subscription).toBeNull(); // unsubscribed again: no half-enabled device
    expect(within(dialog).getByText(msg("pushNotEnabled"))).toBeInTheDocument();
  });

  it("re-syncs the subscription with the server when the last sync is older than 7 days", async () => {
    installBrowser();
    permission = "granted";
    subscription = makeSub(null);
    const fresh = { user: "owner1234567890", endpoint: subscription.endpoint, at: Date.now() - 60_000 };
    localStorage.setItem("draft_push_sync", JSON.stringify(fresh));
    const first = render(<PushBell />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Push notifications" })).toHaveClass("is-on"));
    expect(data.saveSubscription).not.toHaveBeenCalled();
    first.unmount();

    localStorage.setItem("draft_push_sync", JSON.stringify({ ...fresh, at: Date.now() - RESYNC_AFTER_MS - 1 }));
    render(<PushBell />);
    await waitFor(() => expect(data.saveSubscription).toHaveBeenCalledTimes(1));
    const mark = JSON.parse(localStorage.getItem("draft_push_sync") ?? "{}") as { at: number };
    expect(Date.now() - mark.at).toBeLessThan(60_000);
  });
});
