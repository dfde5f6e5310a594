import { describe, expect, it } from "vitest";
import { GUEST_WORDS_EN, guestWord, textDirection } from "./guest-words";
import { LANGUAGES } from "./languages";
import { messages } from "./messages";
import { TRANSLATED_WORDS, guestText, translatedWords } from "./server-words";
import { RECEIPT_WORDS_EN } from "./receipt-words";
import { TAB_WORDS_EN } from "./tab-words";
import { TAKEAWAY_WORDS_EN } from "./takeaway-words";

// Every language's chunk of each catalogue, as the app loads them (src/features/guest-menu/word-chunks.ts).
const chunksOf = (files: Record<string, { default: Record<string, string> }>) =>
  Object.fromEntries(Object.entries(files).map(([path, m]) => [path.replace(/.*\/(\w+)\.ts$/, "$1"), m.default]));
const PAGE_CHUNKS = chunksOf(import.meta.glob("./guest-words/*.ts", { eager: true }));
const TAB_CHUNKS = chunksOf(import.meta.glob("./tab-words/*.ts", { eager: true }));
const TAKEAWAY_CHUNKS = chunksOf(import.meta.glob("./takeaway-words/*.ts", { eager: true }));
const RECEIPT_CHUNKS = chunksOf(import.meta.glob("./receipt-words/*.ts", { eager: true }));
/** Every language the menu can offer besides English (src/domain/languages.ts). */
const OFFERED = Object.keys(LANGUAGES).filter((c) => c !== "en");

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the guest page's words", () => {
  it("are the spec's English texts in English (the messages catalogue's, word for word)", () => {
    expect(GUEST_WORDS_EN.orderSent).toBe(messages.orderSent);
    expect(GUEST_WORDS_EN.orderSendFailed).toBe(messages.orderSendFailed);
    expect(GUEST_WORDS_EN.callWaiter).toBe("call waiter");
    expect(guestWord(GUEST_WORDS_EN, "viewAndSend", { count: 2 })).toBe("view and send order (2)");
    expect(GUEST_WORDS_EN.addWithoutExtras).toBe("Add without extras");
    expect(GUEST_WORDS_EN.addBasicDish).toBe("Add basic dish");
    expect(GUEST_WORDS_EN.callWaiterTitle).toBe("Call Waiter");
    expect(GUEST_WORDS_EN.yourOrder).toBe("Your Order");
    expect(GUEST_WORDS_EN.sendOrder).toBe("Send Order");
    expect(GUEST_WORDS_EN.waiterCalled).not.toBe(messages.orderSent);
  });

  it("exist in every language the menu can offer: the page's, the table tab's, the takeaway page's, the receipt's", () => {
    expect(OFFERED).toHaveLength(40);
    expect(Object.keys(TRANSLATED_WORDS).sort()).toEqual(OFFERED.sort());
    expect(Object.keys(PAGE_CHUNKS).sort()).toEqual(OFFERED.sort());
    expect(Object.keys(TAB_CHUNKS).sort()).toEqual(OFFERED.sort());
    expect(Object.keys(TAKEAWAY_CHUNKS).sort()).toEqual(OFFERED.sort());
    expect(Object.keys(RECEIPT_CHUNKS).sort()).toEqual(OFFERED.sort());
  });

  it.each(OFFERED)(
    "in '%s': the table tab's, the takeaway page's and the receipt's texts, same placeholders",
    (code) => {
      for (const [english, words] of [
        [TAB_WORDS_EN, TAB_CHUNKS[code]],
        [TAKEAWAY_WORDS_EN, TAKEAWAY_CHUNKS[code]],
        [RECEIPT_WORDS_EN, RECEIPT_CHUNKS[code]],
      ] as const) {
        expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(words[key].trim(), `${code}.${key}`).not.toBe("");
          expect(placeholders(words[key]), `${code}.${key}`).toEqual(placeholders(text));
          // A translation never left in English (brand names and codes aside).
          if (text.length > 12) expect(words[key], `${code}.${key}`).not.toBe(text);
        }
      }
      // The pickup line puts the number in bold wherever the language places it (my-orders.tsx).
      expect(PAGE_CHUNKS[code].pickupNumber.split("{{number}}")).toHaveLength(2);
    },
  );

  it.each(Object.keys(TRANSLATED_WORDS))("in '%s': every text, with the same placeholders and signs", (code) => {
    expect(LANGUAGES[code]).toBeDefined();
    const words = TRANSLATED_WORDS[code];
    expect(Object.keys(words).sort()).toEqual(Object.keys(GUEST_WORDS_EN).sort());
    for (const [key, english] of Object.entries(GUEST_WORDS_EN)) {
      const text = words[key as keyof typeof GUEST_WORDS_EN];
      expect(text.trim(), `${code}.${key}`).not.toBe("");
      expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english));
    }
    // Steppers and + buttons keep their sign first in the name (docs/guest-page.md#distinct-names).
    expect(words.addDish.startsWith("+ ")).toBe(true);
    expect(words.oneMoreOf.startsWith("+ ")).toBe(true);
    expect(words.oneLessOf.startsWith("- ")).toBe(true);
  });

  it("Arabic and Hebrew read right to left, the rest left to right; an unknown language reads English", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("he")).toBe("rtl");
    expect(textDirection("de")).toBe("ltr");
    expect(textDirection(undefined)).toBe("ltr");
    expect(translatedWords("en")).toBeNull();
    expect(translatedWords("constructor")).toBeNull();
    expect(guestText("de", "contains")).toBe("Enthält:");
    expect(guestText("zz", "contains")).toBe("Contains:");
  });
});
