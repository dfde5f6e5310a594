// A receipt print job's text (server/print/receipt-layout.mjs): the venue's legal details, the
// number, the time, each line with its choices, the money rows and how it was paid, in the
// printer's columns, read back from the ESC/POS bytes by the fake printer's reader.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module without type declarations
import { receiptBytes, receiptLines, twoColumns } from "../../server/print/receipt-layout.mjs";
import { EscPosReader } from "../helpers/fake-printer";

const doc = {
  number: 12,
  kind: "credit",
  creditFor: 11,
  venue: { name: "Soup", legalName: "Soup Ltd", address: "1 Main St", taxNumber: "DE123" },
  localTime: "2026-11-28 19:32",
  zone: "Europe/Berlin",
  currency: "EUR",
  where: "Table 4",
  label: "Anna",
  print: {
    title: "Credit receipt 12",
    note: "Credit for receipt 11",
    paid: "Paid online",
    lines: [{ text: "2 x Борщ", amount: "-9.00", choices: "Extra cheese +1.20" }],
    rows: [
      { label: "Subtotal", amount: "-9.00", isTotal: false },
      { label: "incl. tax Food 7 % on -8.41", amount: "-0.59", isTotal: false },
      { label: "Total", amount: "-9.00", isTotal: true },
    ],
  },
};

describe("receiptLines", () => {
  it("lays a credit receipt out top to bottom in 32 columns", () => {
    expect(receiptLines(doc, { columns: 32 })).toEqual([
      "Soup Ltd",
      "1 Main St",
      "Tax number DE123",
      "",
      "Credit receipt 12",
      "Credit for receipt 11",
      "2026-11-28 19:32 (Europe/Berlin)",
      "Table 4 - Anna",
      "-".repeat(32),
      "2 x Борщ                   -9.00",
      "   Extra cheese +1.20",
      "-".repeat(32),
      "Subtotal                   -9.00",
      "incl. tax Food 7 % on -8.~ -0.59",
      "Total                  -9.00 EUR",
      "",
      "Paid online",
    ]);
  });

  it("cuts a long text but never the amount", () => {
    expect(twoColumns("A very long dish name that goes on", "123.45", 20)).toBe("A very long ~ 123.45");
  });
});

describe("receiptBytes", () => {
  it("prints every line (Cyrillic in its code page) and cuts the paper", () => {
    const reader = new EscPosReader();
    reader.push(receiptBytes(doc, { columns: 42 }));
    expect(reader.tickets).toHaveLength(1);
    expect(reader.tickets[0].cut).toBe(true);
    const text = reader.tickets[0].lines.join("\n");
    for (const want of ["Soup Ltd", "Credit receipt 12", "Credit for receipt 11", "Борщ", "Total", "-9.00 EUR"]) {
      expect(text).toContain(want);
    }
  });
});
