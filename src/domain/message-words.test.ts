import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { GUEST_MESSAGES } from "./guest-messages";
import { SLOT_FULL } from "./takeaway";
import { choicesProblem } from "./option-group-rules";
import { tipOf } from "./split";
import { MESSAGE_WORDS_EN, translateMessage, type MessageWordKey, type MessageWords } from "./message-words";

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

  it("tells an option group's refusal (names kept) from a dish's, most specific pattern first", () => {
    const size = {
      name: "Size",
      min: 1,
      max: 1,
      size: true,
      choices: [
        { name: "Small", price: 0 },
        { name: "Large", price: 1, soldOut: true },
      ],
    };
    // The server's own text (pb_hooks/lib/orders/order-lines.js: the dish's title, ": ", the problem).
    const soldOut = "Burger: " + choicesProblem([size], { Size: ["Large"] });
    expect(soldOut).toBe("Burger: 'Size': Large is sold out.");
    expect(translateMessage(soldOut, CHUNKS.de)).toBe("Burger: 'Size': Large ist ausverkauft.");
    expect(translateMessage("Burger: " + choicesProblem([size], {}), CHUNKS.fr)).toBe("Burger : choisissez Size.");
    expect(translateMessage("Burger: 'Size': choose at most 1.", CHUNKS.ja)).toBe(
      "Burger：「Size」：最大1つまで選べます。",
    );
    // A dish's own refusal stays the dish's.
    expect(translateMessage("Burger is sold out.", CHUNKS.de)).toBe("Burger ist ausverkauft.");
  });

  it("translates the bill split's and the order lines' refusals", () => {
    const tip = tipOf(1250, { cents: 2000 });
    expect(tip.ok).toBe(false);
    if (!tip.ok)
      expect(translateMessage(tip.message, CHUNKS.de)).toBe(
        "Ein Trinkgeld kann nicht höher als die Rechnung sein (12.50).",
      );
    expect(translateMessage("Unknown dish.", CHUNKS.es)).toBe("Plato desconocido.");
    expect(translateMessage("Each count must be a whole number from 1 to 99.", CHUNKS.de)).toBe(
      "Jede Anzahl muss eine ganze Zahl von 1 bis 99 sein.",
    );
    expect(translateMessage("Ana already took this item.", CHUNKS.it)).toBe("Ana ha già preso questo articolo.");
  });

  it("reads every English message as its own key, whatever its variable parts", () => {
    // Each language's text for a key is marked with the key: a message filled with sample values
    // must come back as its own key's text, never another pattern's.
    const marked = Object.fromEntries(
      Object.keys(MESSAGE_WORDS_EN).map((k) => [k, `<${k}>`]),
    ) as unknown as MessageWords;
    for (const [key, english] of Object.entries(MESSAGE_WORDS_EN) as [MessageWordKey, string][]) {
      const filled = english.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `x ${name}: 'is sold out' 2`);
      expect(translateMessage(filled, marked), key).toBe(`<${key}>`);
    }
  });

  it("are texts the server really answers (each template's longest fixed part is in its hooks)", () => {
    const hooks = import.meta.glob<string>("../../pb_hooks/**/*.js", { query: "?raw", import: "default", eager: true });
    const server = Object.values(hooks).join("\n");
    const pageOwn = [
      "genericError",
      "loadingMenu",
      "menuNotFound",
      "menuNotFoundText",
      "menuLoadFailed",
      "checkConnection",
      "tryAgain",
    ];
    for (const [key, english] of Object.entries(MESSAGE_WORDS_EN)) {
      if (pageOwn.includes(key)) continue;
      // An option group's refusal follows the dish's title and ": " (order-lines.js).
      const text = key.startsWith("opt") ? english.replace("{{dish}}: ", "") : english;
      const longest = text.split(/\{\{\w+\}\}/).sort((a, b) => b.length - a.length)[0];
      expect(server.includes(longest), `${key}: ${longest}`).toBe(true);
    }
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
