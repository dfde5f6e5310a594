import { describe, expect, it } from "vitest";
import { checklistSteps, type ChecklistFacts } from "./checklist";

const none: ChecklistFacts = {
  hasCategory: false,
  hasDish: false,
  hasMenuInfo: false,
  hasTable: false,
  qrPrinted: false,
  hasTestOrder: false,
  hasNotifications: false,
};
const done = (f: Partial<ChecklistFacts>) =>
  checklistSteps({ ...none, ...f })
    .filter((s) => s.isDone)
    .map((s) => s.key);

describe("checklistSteps", () => {
  it("starts with nothing done, in the order a new venue works", () => {
    expect(checklistSteps(none).map((s) => [s.key, s.isDone])).toEqual([
      ["menu", false],
      ["info", false],
      ["tables", false],
      ["test-order", false],
      ["notifications", false],
    ]);
  });
  it("needs both a category and a dish for the menu step", () => {
    expect(done({ hasCategory: true })).toEqual([]);
    expect(done({ hasCategory: true, hasDish: true })).toEqual(["menu"]);
  });
  it("needs a table and a printed QR code for the tables step", () => {
    expect(done({ hasTable: true })).toEqual([]);
    expect(done({ qrPrinted: true })).toEqual([]);
    expect(done({ hasTable: true, qrPrinted: true })).toEqual(["tables"]);
  });
  it("ticks the other steps by their one fact", () => {
    expect(done({ hasMenuInfo: true, hasTestOrder: true, hasNotifications: true })).toEqual([
      "info",
      "test-order",
      "notifications",
    ]);
  });
});
