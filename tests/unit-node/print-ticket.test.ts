// The ticket's text (server/print/ticket.mjs): what each kind of ticket says, top to bottom.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module without type declarations
import { choiceTexts, clockTime, ticketBytes, ticketLines } from "../../server/print/ticket.mjs";
import { EscPosReader } from "../helpers/fake-printer";

const job = {
  kind: "ticket",
  seq: 12,
  tableSlug: "7",
  pickup: "",
  enteredBy: "",
  orderCreated: "2026-11-28 16:40:00.000Z",
  lines: [
    { title: "Soup", count: 2, modifiers: { Bacon: 2, Bread: 0 }, options: { Size: ["Large"] }, note: "no salt" },
  ],
};

describe("ticketLines", () => {
  it("shows the station, the table, the time and number, who entered it and each line with its choices", () => {
    expect(ticketLines(job, { station: "Kitchen", timeZone: "UTC" })).toEqual([
      "Kitchen",
      "Table 7",
      "16:40  #12",
      "By: Guest",
      "2 x Soup",
      "   + Bacon x2",
      "   Size: Large",
      "   Note: no salt",
    ]);
  });
  it("heads a void and a reprint, and shows a pickup number instead of a table", () => {
    const lines = ticketLines({ ...job, kind: "void", pickup: "42", enteredBy: "Wes" }, { timeZone: "Europe/Berlin" });
    expect(lines.slice(0, 4)).toEqual(["*** VOID ***", "Pickup 42", "17:40  #12", "By: Wes"]);
    expect(lines[4]).toBe("-2 x Soup");
    expect(ticketLines({ ...job, kind: "reprint" })[0]).toBe("*** REPRINT ***");
  });
  it("skips extras at zero and empty choices", () => {
    expect(choiceTexts({ modifiers: { Bread: 0 }, options: { Side: [] } })).toEqual([]);
  });
  it("reads an unknown time as empty", () => {
    expect(clockTime("soon")).toBe("");
  });
});

describe("ticketBytes", () => {
  it("encodes the lines with a cut, non-Latin text in its code page", () => {
    const reader = new EscPosReader();
    reader.push(ticketBytes({ ...job, lines: [{ title: "Борщ", count: 1, modifiers: {} }] }, { timeZone: "UTC" }));
    expect(reader.tickets).toEqual([{ lines: ["Table 7", "16:40  #12", "By: Guest", "1 x Борщ"], cut: true }]);
  });
});
