import { describe, expect, it } from "vitest";
import { PATHS } from "./paths";
import { homeOf, isMemberRole, managesVenue, mayOpen, TEAM_PATH } from "./team";

describe("mayOpen", () => {
  it.each([
    ["owner", TEAM_PATH, true],
    ["manager", TEAM_PATH, true],
    ["waiter", TEAM_PATH, false],
    ["manager", PATHS.settings, true],
    ["manager", PATHS.storage, true],
    ["waiter", PATHS.orders, true],
    ["waiter", PATHS.tables, true],
    ["waiter", PATHS.kitchen, true],
    ["waiter", PATHS.settings, false],
    ["waiter", PATHS.storage, false],
    ["waiter", PATHS.finishedOrders, false],
    ["kitchen", PATHS.kitchen, true],
    ["kitchen", PATHS.orders, false],
    ["kitchen", PATHS.tables, false],
    ["kitchen", PATHS.home, true],
    ["kitchen", PATHS.help, true],
  ] as const)("%s opens %s: %s", (role, path, expected) => {
    expect(mayOpen(role, path)).toBe(expected);
  });
});

describe("roles", () => {
  it("only owner and manager manage the venue", () => {
    expect([managesVenue("owner"), managesVenue("manager"), managesVenue("waiter"), managesVenue("kitchen")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it("a kitchen member lands on the kitchen display", () => {
    expect(homeOf("kitchen")).toBe(PATHS.kitchen);
    expect(homeOf("waiter")).toBe(PATHS.orders);
  });
  it("knows the member roles only", () => {
    expect(isMemberRole("waiter")).toBe(true);
    expect(isMemberRole("owner")).toBe(false);
    expect(isMemberRole("chef")).toBe(false);
  });
});
