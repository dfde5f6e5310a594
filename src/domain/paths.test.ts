import { describe, expect, it } from "vitest";
import { guestMenuUrl, matchGuestPath } from "./paths";

describe("matchGuestPath", () => {
  it.each([
    ["/demo/1", { publicLink: "demo", tableNumber: "1" }],
    ["/demo/12/", { publicLink: "demo", tableNumber: "12" }],
    ["/john-2/7", { publicLink: "john-2", tableNumber: "7" }],
  ])("reads %s as a guest menu", (path, expected) => {
    expect(matchGuestPath(path)).toEqual(expected);
  });

  it.each(["/", "/orders", "/login/1", "/settings/x", "/api/menu", "/a/b/c", "/demo"])(
    "leaves %s to the app router",
    (path) => {
      expect(matchGuestPath(path)).toBeNull();
    },
  );
});

describe("guestMenuUrl", () => {
  it("joins origin, venue and table", () => {
    expect(guestMenuUrl("https://x.test/", "demo", 3)).toBe("https://x.test/demo/3");
  });
});
