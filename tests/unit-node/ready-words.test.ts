// The takeaway guest's ready push in the language of the guest's page (pb_hooks/lib/push/ready-words.js,
// issue 37): words in every language a menu can offer, the number kept, English as the trigger wrote it.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/domain/languages";

type Payload = { title: string; body: string; url: string; icon: string; tag: string };
const { READY_WORDS, readyLanguage, readyPayload } = createRequire(import.meta.url)(
  "../../pb_hooks/lib/push/ready-words.js",
) as {
  READY_WORDS: Record<string, { title: string; body: string }>;
  readyLanguage: (lang: unknown) => string;
  readyPayload: (payload: Payload, lang: string) => Payload;
};

// As the trigger writes it (pb_migrations/1770890000_guest_push.js).
const english: Payload = {
  title: "Order 12 is ready",
  body: "Order 12 is ready for pickup",
  url: "/demo/takeaway",
  icon: "/logo.svg",
  tag: "ready-abc",
};

describe("the ready push's words", () => {
  it("exist for every language a menu can offer besides English, each with the number", () => {
    const offered = Object.keys(LANGUAGES).filter((c) => c !== "en");
    expect(Object.keys(READY_WORDS).sort()).toEqual(offered.sort());
    for (const [code, w] of Object.entries(READY_WORDS)) {
      expect(w.title, code).toContain("{{number}}");
      expect(w.body, code).toContain("{{number}}");
      expect(w.title).not.toBe(w.body);
    }
  });

  it("translate the title and body, number kept, the rest as the trigger wrote it", () => {
    expect(readyPayload(english, "de")).toEqual({
      ...english,
      title: "Bestellung 12 ist fertig",
      body: "Bestellung 12 ist abholbereit",
    });
    expect(readyPayload(english, "ja").title).toBe("ご注文12番ができました");
  });

  it("leave English, an unknown language and another payload exactly as they are", () => {
    expect(readyPayload(english, "en")).toBe(english);
    expect(readyPayload(english, "")).toBe(english);
    expect(readyPayload(english, "xx")).toBe(english);
    expect(readyPayload(english, "__proto__")).toBe(english);
    const other = { ...english, title: "New order at table 4" };
    expect(readyPayload(other, "de")).toBe(other);
    expect(readyLanguage("de")).toBe("de");
    expect(readyLanguage("en")).toBe("");
    expect(readyLanguage(["de"])).toBe("");
    expect(readyLanguage("toString")).toBe("");
  });
});
