import { describe, expect, it } from "vitest";
import { ordersForStation, stationLines, validatePrinter, type Station } from "./stations";
import type { Order, OrderLine } from "./orders";

const line = (dishId: string, count = 1): OrderLine => ({ dishId, title: dishId, price: 1, count, modifiers: {} });
const bar: Station = { id: "s1", name: "Bar", categories: ["drinks"], printOn: "arrival" };
const categoryOf = new Map([
  ["cola", "drinks"],
  ["soup", "mains"],
]);
const order = (items: OrderLine[]) => ({ id: "o", items }) as unknown as Order;

describe("stationLines", () => {
  it("keeps the lines of the station's categories only", () => {
    expect(stationLines([line("soup"), line("cola", 2)], bar, categoryOf)).toEqual([line("cola", 2)]);
  });
  it("drops lines of an unknown dish", () => {
    expect(stationLines([line("gone")], bar, categoryOf)).toEqual([]);
  });
});

describe("ordersForStation", () => {
  it("shows every order whole for all stations", () => {
    const orders = [order([line("soup")])];
    expect(ordersForStation(orders, null, categoryOf)).toBe(orders);
  });
  it("shows one station's lines and hides orders without any", () => {
    const got = ordersForStation([order([line("soup")]), order([line("soup"), line("cola")])], bar, categoryOf);
    expect(got.map((o) => o.items)).toEqual([[line("cola")]]);
  });
});

describe("validatePrinter", () => {
  it.each([
    ["Bar", "192.168.1.50", "", { name: "Bar", host: "192.168.1.50", port: 9100 }],
    ["Bar", "printer-1.lan", "9101", { name: "Bar", host: "printer-1.lan", port: 9101 }],
  ])("accepts %s %s %s", (n, h, p, value) => {
    expect(validatePrinter(n, h, p)).toEqual({ ok: true, value });
  });
  it.each([
    ["", "10.0.0.1", "9100", "name"],
    ["Bar", "printer.lan; rm -rf /", "9100", "host"],
    ["Bar", "", "9100", "host"],
    ["Bar", "10.0.0.1", "70000", "port"],
    ["Bar", "10.0.0.1", "0", "port"],
    ["Bar", "10.0.0.1", "91.5", "port"],
  ])("refuses %s %s %s (%s)", (n, h, p, field) => {
    const res = validatePrinter(n, h, p);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(Object.keys(res.errors)).toEqual([field]);
  });
});
