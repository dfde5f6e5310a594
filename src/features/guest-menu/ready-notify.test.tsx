import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const registerReadyPush = vi.fn(async () => ({ ok: true }));
vi.mock("../../data/ready-push", () => ({ registerReadyPush }));
vi.mock("../../data/push", () => ({ fetchVapidPublicKey: async () => "BAAA" }));

const { ReadyNotify } = await import("./ready-notify");

const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  options: { applicationServerKey: null },
  toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "p", auth: "a" } }),
  unsubscribe: vi.fn(async () => true),
};
const subscribe = vi.fn(async () => subscription);

function browser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: vi.fn(async () => ({})),
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
    },
  });
}

describe("ReadyNotify", () => {
  beforeEach(() => {
    localStorage.clear();
    registerReadyPush.mockClear();
    subscribe.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks permission, subscribes with the server's key and registers for this order only", async () => {
    browser("default", "granted");
    render(<ReadyNotify orderId="order1" pickupNumber={12} />);
    await userEvent.click(screen.getByRole("button", { name: "Notify me when it's ready" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You will get a notification when order 12 is ready.");
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(registerReadyPush).toHaveBeenCalledWith("order1", subscription.toJSON(), "en");
  });

  it("remembers the order after a reload while permission stays granted", () => {
    localStorage.setItem("draft_ready_push", JSON.stringify(["order1"]));
    browser("granted");
    render(<ReadyNotify orderId="order1" pickupNumber={12} />);
    expect(screen.getByRole("status")).toHaveTextContent("order 12");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the browser blocks notifications, and registers nothing", async () => {
    browser("default", "denied");
    render(<ReadyNotify orderId="order1" pickupNumber={12} />);
    await userEvent.click(screen.getByRole("button", { name: "Notify me when it's ready" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Notifications are blocked in this browser");
    expect(registerReadyPush).not.toHaveBeenCalled();
  });

  it("shows an error and the button again when the server refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    registerReadyPush.mockRejectedValueOnce(new Error("409"));
    browser("default", "granted");
    render(<ReadyNotify orderId="order1" pickupNumber={12} />);
    await userEvent.click(screen.getByRole("button", { name: "Notify me when it's ready" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Notifications could not be turned on. Try again.");
    expect(screen.getByRole("button", { name: "Notify me when it's ready" })).toBeEnabled();
  });
});
