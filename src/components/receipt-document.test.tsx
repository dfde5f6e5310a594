import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReceiptDocument } from "./receipt-document";
import { creditDoc, type ReceiptDoc } from "../domain/receipt";
import { fillWords } from "../domain/guest-words";
import { RECEIPT_DOC_EN, type ReceiptDocSay } from "../domain/receipt-doc-words";
import de from "../domain/receipt-words/de";

const german: ReceiptDocSay = (key, params) => fillWords(de[key] || RECEIPT_DOC_EN[key], params);

const doc: ReceiptDoc = {
  number: 7,
  kind: "sale",
  venue: { name: "Soup", legalName: "Suppenküche GmbH", address: "", taxNumber: "" },
  issuedAt: "2026-11-28T19:32:00Z",
  localTime: "2026-11-28 20:32",
  zone: "Europe/Berlin",
  currency: "EUR",
  where: "Table 4",
  label: "Share 2 of 3",
  lines: [{ title: "Soup", count: 2, amountCents: 900, choices: [] }],
  partOfBill: true,
  subtotalCents: 300,
  serviceCents: 0,
  taxMode: "",
  rates: [],
  taxCents: 0,
  tipCents: 0,
  totalCents: 300,
  paidWith: "online",
};

describe("ReceiptDocument's stored labels (issue 37)", () => {
  it("shows the server's English labels exactly in English", () => {
    render(<ReceiptDocument doc={doc} />);
    expect(screen.getByText(/Table 4 · Share 2 of 3/)).toBeInTheDocument();
  });

  it("shows them in the guest's language, and a refund's line too", () => {
    const { unmount } = render(<ReceiptDocument doc={doc} say={german} />);
    expect(screen.getByText(/Tisch 4 · Anteil 2 von 3/)).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /2 × Soup/ })).toBeInTheDocument();
    unmount();
    const at = { issuedAt: doc.issuedAt, localTime: doc.localTime };
    const credit = creditDoc({ ...doc, label: "Guest 2", partOfBill: false }, 100, 8, at);
    render(<ReceiptDocument doc={credit} say={german} />);
    expect(screen.getByText(/Tisch 4 · Gast 2/)).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /1 × Erstattung/ })).toBeInTheDocument();
  });
});
