import { describe, expect, it } from "vitest";
import { GUEST_WORDS_EN, guestWord, textDirection } from "./guest-words";
import { LANGUAGES } from "./languages";
import { messages } from "./messages";
import { TRANSLATED_WORDS, guestText, translatedWords } from "./server-words";

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
