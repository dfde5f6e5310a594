import { describe, expect, it } from "vitest";
import { APP_SEGMENTS, isPublicLinkShape, isReservedLink, matchGuestPath, PATHS, routeSegment, slugify } from "./paths";
import { guestMenuUrl } from "./guest-menu-url";

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

describe("reserved public links", () => {
  it("are the shell's pages and the server's own paths (the 16 names the server refused before)", () => {
    expect(APP_SEGMENTS).toEqual([
      "login",
      "register",
      "orders",
      "finished-orders",
      "tablesqr",
      "storage",
      "editmenu",
      "settings",
      "help",
      "api",
      "_",
      "assets",
      "supportemail",
      "admin",
      "static",
      "public",
    ]);
  });
  it("come from the route paths", () => {
    for (const path of [PATHS.login, PATHS.orders, PATHS.finishedOrders, PATHS.tables, PATHS.editMenu, PATHS.help]) {
      expect(isReservedLink(routeSegment(path))).toBe(true);
    }
  });
  it("ignore case; the kitchen display and home are not reserved", () => {
    expect(isReservedLink("Orders")).toBe(true);
    expect(isReservedLink("kitchen")).toBe(false);
    expect(isReservedLink("demo")).toBe(false);
  });
});

describe("public link shape", () => {
  it.each(["a", "demo", "john-2", "a1-b2-c3", "x".repeat(40)])("takes %s", (link) =>
    expect(isPublicLinkShape(link)).toBe(true),
  );
  it.each(["", "-a", "a-", "a--b", "A", "a_b", "x".repeat(41)])("refuses %j", (link) =>
    expect(isPublicLinkShape(link)).toBe(false),
  );
});

describe("slugify", () => {
  it.each([
    ["John.Doe", "john-doe"],
    ["--x--", "x"],
    ["ÄÖÜ", "venue"],
    ["", "venue"],
    ["a".repeat(33) + "-b", "a".repeat(33)],
  ])("%j -> %j", (text, slug) => expect(slugify(text)).toBe(slug));
  it("always gives a valid public link shape", () => {
    for (const text of ["john", "A B C", "x".repeat(100), "1-2-3", "!!!"])
      expect(isPublicLinkShape(slugify(text))).toBe(true);
  });
});
