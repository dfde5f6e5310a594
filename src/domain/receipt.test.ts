import { describe, expect, it } from "vitest";
import {
  creditDoc,
  creditNote,
  paidWithText,
  receiptMoney,
  receiptRows,
  receiptTitle,
  type ReceiptDoc,
} from "./receipt";
import { fillWords } from "./guest-words";
import type { ReceiptDocSay } from "./receipt-doc-words";
import de from "./receipt-words/de";

const food = { name: "Food", percent: 7 };
const drinks = { name: "Drinks", percent: 19 };

describe("receiptMoney", () => {
  it.each([
    // [case, amount, gross per rate, mode, tip, rates' tax, total]
    ["no tax rules", 900, [], "", 50, [], 950],
    ["inclusive, one rate", 450, [{ ...food, grossCents: 900 }], "inclusive", 45, [29], 495],
    [
      "inclusive, two rates, the whole",
      1000,
      [
        { ...food, grossCents: 600 },
        { ...drinks, grossCents: 400 },
      ],
      "inclusive",
      0,
      [39, 64],
      1000,
    ],
    // A share of half the bill: each rate's half by largest remainder (301 + 200 = 501).
    [
      "inclusive, two rates, a share",
      501,
      [
        { ...food, grossCents: 601 },
        { ...drinks, grossCents: 401 },
      ],
      "inclusive",
      0,
      [20, 32],
      501,
    ],
    ["exclusive adds the tax", 1000, [{ ...drinks, grossCents: 1000 }], "exclusive", 100, [190], 1290],
  ] as const)("%s", (_, amount, gross, mode, tip, taxes, total) => {
    const m = receiptMoney(amount, gross, mode, tip);
    expect(m.rates.map((r) => r.taxCents)).toEqual(taxes);
    expect(m.totalCents).toBe(total);
    // The rates add up to the amount paid exactly.
    if (mode === "inclusive") expect(m.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(amount);
    if (mode === "exclusive") expect(m.rates.reduce((s, r) => s + r.netCents, 0)).toBe(amount);
  });
});

const sale: ReceiptDoc = {
  number: 7,
  kind: "sale",
  venue: { name: "Soup", legalName: "Soup Ltd", address: "", taxNumber: "" },
  issuedAt: "2026-11-28T18:00:00.000Z",
  localTime: "2026-11-28 19:00",
  zone: "Europe/Berlin",
  currency: "EUR",
  where: "Table 1",
  label: "",
  lines: [
    { title: "Soup", count: 2, amountCents: 900, choices: [] },
    { title: "Beer", count: 1, amountCents: 400, choices: [] },
  ],
  partOfBill: false,
  paidWith: "online",
  ...receiptMoney(
    1300,
    [
      { ...food, grossCents: 900 },
      { ...drinks, grossCents: 400 },
    ],
    "inclusive",
    100,
  ),
};
const at = { issuedAt: "2026-11-29T10:00:00.000Z", localTime: "2026-11-29 11:00" };

describe("creditDoc", () => {
  it("a full refund negates every amount exactly and points to the original", () => {
    const c = creditDoc(sale, 1400, 9, at);
    expect(c).toMatchObject({ kind: "credit", number: 9, creditFor: 7, totalCents: -1400, tipCents: -100 });
    expect(c.lines.map((l) => l.amountCents)).toEqual([-900, -400]);
    expect(c.rates.map((r) => r.taxCents)).toEqual(sale.rates.map((r) => -r.taxCents));
    expect(c.localTime).toBe("2026-11-29 11:00");
  });

  it.each([
    // [refund, goods credited, tip credited]
    [100, -100, 0],
    [1300, -1300, 0],
    [1350, -1300, -50],
  ])("a part refund of %i credits the goods first, the tip last", (refund, goods, tip) => {
    const c = creditDoc(sale, refund, 10, at);
    expect(c.totalCents).toBe(-refund);
    expect(c.subtotalCents).toBe(goods);
    expect(c.tipCents).toBe(tip);
    expect(c.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(goods);
  });

  it("never credits more than was paid", () => {
    expect(creditDoc(sale, 99999, 11, at).totalCents).toBe(-1400);
  });

  it.each([
    // [goods credited before, refund, goods credited, tip credited]: the goods left go first.
    [1200, 150, -100, -50],
    [1300, 100, 0, -100],
    [0, 150, -150, 0],
  ])("after %i of goods credited, a refund of %i credits %i of goods and %i of tip", (before, refund, goods, tip) => {
    const c = creditDoc(sale, refund, 12, at, before);
    expect(c.totalCents).toBe(-refund);
    expect(c.subtotalCents).toBe(goods);
    expect(c.tipCents).toBe(tip);
    expect(c.rates.reduce((s, r) => s + r.grossCents, 0)).toBe(goods);
  });
});

describe("receiptRows", () => {
  it("subtotal, tax per rate (included), tip, total; a share of a split says 'Your share'", () => {
    expect(receiptRows(sale).map((r) => r.label)).toEqual([
      "Subtotal",
      "incl. tax Food 7 % on 8.41",
      "incl. tax Drinks 19 % on 3.36",
      "Tip",
      "Total",
    ]);
    expect(receiptRows({ ...sale, partOfBill: true })[0].label).toBe("Your share");
  });

  it("in the guest page's language where the page gives its words (the receipt's catalogue)", () => {
    const say: ReceiptDocSay = (key, params) => fillWords(de[key], params);
    expect(receiptRows(sale, say).map((r) => r.label)).toEqual([
      "Zwischensumme",
      "inkl. Steuer Food 7 % auf 8.41",
      "inkl. Steuer Drinks 19 % auf 3.36",
      "Trinkgeld",
      "Summe",
    ]);
    expect(receiptTitle({ kind: "credit", number: 13 }, say)).toBe("Gutschrift 13");
    expect(creditNote({ kind: "credit", creditFor: 12 }, say)).toBe("Gutschrift zu Beleg 12");
    expect(paidWithText("card", say)).toBe("Mit Karte bezahlt");
    // English stays the server's and the staff's words.
    expect(receiptTitle({ kind: "sale", number: 12 })).toBe("Receipt 12");
    expect(paidWithText("counter")).toBe("Paid at the counter");
    expect(paidWithText("other")).toBe("Paid");
  });
});
