import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { GUEST_MESSAGES } from "./guest-messages";
import { SLOT_FULL } from "./takeaway";
import { MESSAGE_WORDS_EN, translateMessage, type MessageWords } from "./message-words";

// Every language's chunk, as the guest page loads them (src/features/guest-menu/message-chunks.ts).
const files = import.meta.glob<{ default: MessageWords }>("./message-words/*.ts", { eager: true });
const CHUNKS = Object.fromEntries(
  Object.entries(files).map(([path, m]) => [path.replace(/.*\/(\w+)\.ts$/, "$1"), m.default]),
);
const OFFERED = Object.keys(LANGUAGES).filter((c) => c !== "en");
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the server's messages in the guest's language", () => {
  it("are the server's own English texts in English", () => {
    expect(MESSAGE_WORDS_EN.slotFull).toBe(SLOT_FULL);
    expect(MESSAGE_WORDS_EN.genericError).toBe(GUEST_MESSAGES.genericError);
    expect(translateMessage("Burger is sold out.", null)).toBe("Burger is sold out.");
    const english = Object.fromEntries(Object.keys(MESSAGE_WORDS_EN).map((k) => [k, ""])) as unknown as MessageWords;
    expect(translateMessage("Burger is sold out.", english)).toBe("Burger is sold out.");
    expect(translateMessage(SLOT_FULL, english)).toBe(SLOT_FULL);
  });

  it("translates an exact text by lookup", () => {
    expect(translateMessage("This cart was already sent.", CHUNKS.de)).toBe("Dieser Warenkorb wurde bereits gesendet.");
    expect(translateMessage(SLOT_FULL, CHUNKS.fr)).toBe("Ce créneau de retrait est complet : choisissez-en un autre.");
    expect(translateMessage("Loading the menu", CHUNKS.de)).toBe("Die Speisekarte wird geladen");
  });

  it("translates a templated text with its variable parts kept", () => {
    expect(translateMessage("Currywurst (large) is sold out.", CHUNKS.de)).toBe("Currywurst (large) ist ausverkauft.");
    expect(translateMessage("Fries is not served at this time.", CHUNKS.es)).toBe("Fries no se sirve a esta hora.");
    expect(translateMessage("This table's group is full (12 phones).", CHUNKS.de)).toBe(
      "Die Gruppe dieses Tisches ist voll (12 Handys).",
    );
  });

  it("leaves an unknown message as the server said it", () => {
    expect(translateMessage("Something nobody translated.", CHUNKS.de)).toBe("Something nobody translated.");
    expect(translateMessage("Burger is sold out. Really.", CHUNKS.de)).toBe("Burger is sold out. Really.");
    expect(translateMessage("", CHUNKS.de)).toBe("");
  });

  it("exist in every language the menu can offer, with the same placeholders, none empty", () => {
    expect(Object.keys(CHUNKS).sort()).toEqual(OFFERED.sort());
    for (const [code, words] of Object.entries(CHUNKS)) {
      expect(Object.keys(words).sort(), code).toEqual(Object.keys(MESSAGE_WORDS_EN).sort());
      for (const [key, english] of Object.entries(MESSAGE_WORDS_EN)) {
        const text = words[key as keyof MessageWords];
        expect(text.trim(), `${code}.${key}`).not.toBe("");
        expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english));
      }
    }
  });
});
