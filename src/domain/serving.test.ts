import { describe, expect, it } from "vitest";
import { isServedAt, minutesOfDay, parseHhmm, toHhmm } from "./serving";
import { validateServingWindow } from "./validation";

const at = (hhmm: string) => parseHhmm(hhmm)!;

describe("isServedAt", () => {
  it.each([
    // [window, time, served]
    [null, "03:00", true],
    [{}, "03:00", true],
    [{ from: "07:00" }, "03:00", true],
    [{ from: "", to: "" }, "12:00", true],
    [{ from: "07:00", to: "11:30" }, "06:59", false],
    [{ from: "07:00", to: "11:30" }, "07:00", true],
    [{ from: "07:00", to: "11:30" }, "09:15", true],
    [{ from: "07:00", to: "11:30" }, "11:30", true],
    [{ from: "07:00", to: "11:30" }, "11:31", false],
    [{ from: "18:00", to: "02:00" }, "17:59", false],
    [{ from: "18:00", to: "02:00" }, "18:00", true],
    [{ from: "18:00", to: "02:00" }, "23:59", true],
    [{ from: "18:00", to: "02:00" }, "00:00", true],
    [{ from: "18:00", to: "02:00" }, "02:00", true],
    [{ from: "18:00", to: "02:00" }, "02:01", false],
    [{ from: "18:00", to: "02:00" }, "12:00", false],
    [{ from: "00:00", to: "23:59" }, "23:59", true],
    [{ from: "12:00", to: "12:00" }, "12:00", true],
    [{ from: "12:00", to: "12:00" }, "12:01", false],
    [{ from: "23:00", to: "00:00" }, "00:00", true],
    [{ from: "23:00", to: "00:00" }, "00:01", false],
  ])("window %j at %s: %s", (window, time, served) => {
    expect(isServedAt(window, at(time))).toBe(served);
  });
});

describe("parseHhmm", () => {
  it.each([
    ["07:00", 420],
    ["7:05", 425],
    ["23:59", 1439],
    ["24:00", null],
    ["12:60", null],
    ["noon", null],
    ["", null],
  ])("%s -> %s", (s, m) => expect(parseHhmm(s)).toBe(m));
});

describe("minutesOfDay", () => {
  it("reads the local hours and minutes", () => {
    expect(minutesOfDay(new Date(2026, 0, 1, 18, 30))).toBe(1110);
  });
});

describe("minutesOfDay in the venue's time zone", () => {
  const at = new Date("2026-01-15T23:30:00Z");
  it("reads the clock of the given zone, not the browser's", () => {
    expect(minutesOfDay(at, "UTC")).toBe(23 * 60 + 30);
    expect(minutesOfDay(at, "Asia/Tokyo")).toBe(8 * 60 + 30); // UTC+9, next day
    expect(minutesOfDay(at, "America/New_York")).toBe(18 * 60 + 30); // UTC-5 in January
  });
  it("falls back to the browser's clock for an unknown or missing zone", () => {
    const local = at.getHours() * 60 + at.getMinutes();
    expect(minutesOfDay(at, "Mars/Olympus")).toBe(local);
    expect(minutesOfDay(at)).toBe(local);
  });
});

describe("toHhmm: the stored form of a time of day", () => {
  it.each([
    ["07:05", "07:05"],
    ["7:05", "07:05"],
    [" 23:59 ", "23:59"],
    ["0:00", "00:00"],
    ["24:00", ""],
    ["7:5", ""],
    ["noon", ""],
    [null, ""],
  ])("%j -> %j", (s, stored) => expect(toHhmm(s)).toBe(stored));
  it("is read back as the same minute", () => expect(parseHhmm(toHhmm("7:05"))).toBe(parseHhmm("7:05")));
});

describe("the dish form takes what every reader takes", () => {
  it("stores H:mm as HH:mm", () => {
    expect(validateServingWindow("7:05", "11:30")).toEqual({ ok: true, value: { from: "07:05", to: "11:30" } });
  });
  it("refuses what no reader can read", () => {
    expect(validateServingWindow("7:5", "11:30").ok).toBe(false);
    expect(validateServingWindow("24:00", "11:30").ok).toBe(false);
  });
  it("treats a window that is not an object as no window", () => {
    expect(isServedAt("18:00-20:00" as unknown as null, 12 * 60)).toBe(true);
  });
});
