// The ticket's text (server/print/ticket.mjs): what each kind of ticket says, top to bottom.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module without type declarations
import { choiceTexts, clockTime, dayIn, pickupWhen, ticketBytes, ticketLines } from "../../server/print/ticket.mjs";
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

describe("a takeaway ticket's pickup time", () => {
  const takeaway = { ...job, pickup: "3", pickupDay: "2026-11-29", pickupAt: "18:30" };
  const read = (bytes: Uint8Array) => {
    const reader = new EscPosReader();
    reader.push(bytes);
    return reader.tickets[0].lines;
  };
  it("says the day of an order for a later day, as the board does, and only the time for today's", () => {
    expect(read(ticketBytes(takeaway, { timeZone: "UTC", today: "2026-11-28" })).slice(0, 3)).toEqual([
      "Pickup 3",
      "Pickup at Sun 29 Nov 18:30",
      "16:40  #12",
    ]);
    expect(read(ticketBytes(takeaway, { timeZone: "UTC", today: "2026-11-29" })).slice(0, 2)).toEqual([
      "Pickup 3",
      "Pickup at 18:30",
    ]);
  });
  it("compares with today in the venue's zone, not the agent's", () => {
    const now = new Date("2026-11-28T23:30:00Z"); // already the 29th in Berlin
    expect(dayIn(now, "Europe/Berlin")).toBe("2026-11-29");
    expect(ticketLines(takeaway, { timeZone: "UTC", venueTimeZone: "Europe/Berlin", now })[1]).toBe("Pickup at 18:30");
    expect(ticketLines(takeaway, { timeZone: "UTC", venueTimeZone: "UTC", now })[1]).toBe("Pickup at Sun 29 Nov 18:30");
  });
  it("prints no pickup time where the job has none (a table order, a deleted order's void)", () => {
    expect(ticketLines({ ...takeaway, pickupAt: "" }, { timeZone: "UTC" })[1]).toBe("16:40  #12");
    expect(ticketLines({ ...takeaway, pickup: "" }, { timeZone: "UTC" })[0]).toBe("Table 7");
    expect(pickupWhen("2026-11-29", "", "2026-11-28")).toBe("");
  });
});
