import { describe, expect, it } from "vitest";
import { cartKey } from "./cart";
import {
  dishIdOfKey,
  extraNamesOfKey,
  isWaiterKind,
  lineKey,
  MAX_COUNT,
  MAX_LINES,
  WAITER_KINDS,
  WAITER_REQUESTS,
} from "./order-lines";

describe("lineKey", () => {
  it("is the dish id alone without extras", () => expect(lineKey("abc")).toBe("abc"));
  it("lists the extras' name:price pairs, names sorted", () => {
    expect(lineKey("abc", { Egg: 1, Bacon: 1.5 })).toBe("abc_Bacon:1.5,Egg:1");
  });
  it("is the cart's key (one rule for the cart and the server)", () => expect(cartKey).toBe(lineKey));
});

describe("reading a line key", () => {
  it("gives the dish id back", () => {
    expect(dishIdOfKey("abc_Bacon:1.5")).toBe("abc");
    expect(dishIdOfKey("abc")).toBe("abc");
  });
  it("gives the extras' names back, whatever their price", () => {
    expect(extraNamesOfKey(lineKey("abc", { Egg: 1, "Bacon:x": 1.5 }))).toEqual(["Bacon:x", "Egg"]);
    expect(extraNamesOfKey("abc_Egg")).toEqual(["Egg"]);
    expect(extraNamesOfKey("abc")).toEqual([]);
    expect(extraNamesOfKey("abc_")).toEqual([]);
  });
});

describe("limits and waiter requests", () => {
  it("caps a line at 99 and an order at 50 lines", () => expect([MAX_COUNT, MAX_LINES]).toEqual([99, 50]));
  it("knows the three waiter requests and their titles", () => {
    expect(WAITER_KINDS).toEqual(["information", "cash", "card"]);
    expect(WAITER_REQUESTS).toEqual({ information: "Get Information", cash: "Pay Cash", card: "Pay Card" });
    expect(isWaiterKind("card")).toBe(true);
    expect(isWaiterKind("constructor")).toBe(false);
    expect(isWaiterKind("abc")).toBe(false);
  });
});
