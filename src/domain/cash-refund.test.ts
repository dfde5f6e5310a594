import { describe, expect, it } from "vitest";
import { cashRefundProblem, refundLeft } from "./cash-refund";

describe("refundLeft", () => {
  it.each([
    // [paid, credited so far, left]
    [2500, 0, 2500],
    [2500, 1000, 1500],
    [2500, 2500, 0],
    // More credited than paid (never made by the server; an old row cannot make it negative).
    [2500, 3000, 0],
    [2500, -5, 2500],
  ])("paid %i, credited %i: %i left", (paid, credited, left) => {
    expect(refundLeft(paid, credited)).toBe(left);
  });
});

describe("cashRefundProblem", () => {
  it.each([
    // [amount, left, refusal ("" = allowed)]
    [1500, 2500, ""],
    [2500, 2500, ""],
    [1, 2500, ""],
    [2501, 2500, "Refund a whole number of cents from 1 to 2500."],
    [0, 2500, "Refund a whole number of cents from 1 to 2500."],
    [-100, 2500, "Refund a whole number of cents from 1 to 2500."],
    [10.5, 2500, "Refund a whole number of cents from 1 to 2500."],
    ["100", 2500, "Refund a whole number of cents from 1 to 2500."],
    [undefined, 2500, "Refund a whole number of cents from 1 to 2500."],
    [100, 0, "This receipt is already refunded in full."],
  ])("%s of %i left: %j", (amount, left, problem) => {
    expect(cashRefundProblem(amount, left)).toBe(problem);
  });
});
