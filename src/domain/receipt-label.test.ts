import { describe, expect, it } from "vitest";
import { fillWords } from "./guest-words";
import { receiptLabel } from "./receipt-label";
import { RECEIPT_DOC_EN, sayEnglish, type ReceiptDocSay } from "./receipt-doc-words";
import { memberLabel } from "./visit";
import de from "./receipt-words/de";
import ja from "./receipt-words/ja";

const sayIn =
  (words: Record<string, string>): ReceiptDocSay =>
  (key, params) =>
    fillWords(words[key] || RECEIPT_DOC_EN[key], params);

// What the server writes into a receipt (pb_hooks/lib/money/receipts.js, creditDoc, memberLabel).
const SERVER_LABELS = [
  "Table 4",
  "Table terrace-2",
  "Takeaway 12",
  "Share 2 of 3",
  memberLabel("", 2),
  "Refund",
  "Everyone",
  "Guest 3's part",
  "Anna's part",
];

describe("a receipt's stored labels in the guest's language (issue 37)", () => {
  it("are the stored text exactly in English", () => {
    for (const text of [...SERVER_LABELS, "Anna", "Table", ""]) {
      expect(receiptLabel(text)).toBe(text);
      expect(receiptLabel(text, sayEnglish)).toBe(text);
    }
  });

  it("are the server's own texts", () => {
    const hooks = import.meta.glob<string>("../../pb_hooks/lib/money/receipts.js", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const source = Object.values(hooks).join("");
    expect(source).toContain('"Table " + visit.tableSlug');
    expect(source).toContain('"Takeaway " + pickup');
    expect(source).toContain('"Share " + (index + 1) + " of " + n');
    const payments = import.meta.glob<string>("../../pb_hooks/lib/payments/payments.js", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    expect(Object.values(payments).join("")).toContain(`labelOf(visit, part.n) + "'s part"`);
    expect(memberLabel(" ", 3)).toBe("Guest 3");
  });

  it("read in German and Japanese, their parts kept; a guest's name as it is", () => {
    const inGerman = sayIn(de);
    expect(SERVER_LABELS.map((t) => receiptLabel(t, inGerman))).toEqual([
      "Tisch 4",
      "Tisch terrace-2",
      "Abholung 12",
      "Anteil 2 von 3",
      "Gast 2",
      "Erstattung",
      "Alle",
      "Anteil von Gast 3",
      "Anteil von Anna",
    ]);
    expect(receiptLabel("Anna", inGerman)).toBe("Anna");
    expect(receiptLabel("Share 2 of 3", sayIn(ja))).toBe("分担 2/3");
  });
});
