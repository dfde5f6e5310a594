import { describe, expect, it } from "vitest";
import { fillWords } from "./guest-words";
import { planBill } from "./split";
import { tabLabel } from "./tab-label";
import { TAB_WORDS_EN } from "./tab-words";
import { memberLabel } from "./visit";
import de from "./tab-words/de";

type Key = keyof typeof TAB_WORDS_EN;
const english = (key: Key, params?: Record<string, string | number>) => fillWords(TAB_WORDS_EN[key], params);
const german = (key: Key, params?: Record<string, string | number>) => fillWords(de[key], params);

// The labels as the server makes them (memberLabel, planBill's shares).
const line = [{ key: "a", amountCents: 900 }];
const equal = planBill(line, {}, { method: "card", split: "equal", parts: 3, tip: { percent: 0 } });
const whole = planBill(line, {}, { method: "card", split: "whole", tip: { percent: 0 } });
const shares = [equal, whole].flatMap((p) => (p.ok ? p.value.shares.map((s) => s.label) : []));

describe("a table tab's member and share labels in the guest's language (issue 37)", () => {
  it("are the server's texts exactly in English", () => {
    expect(shares).toEqual(["Share 1 of 3", "Share 2 of 3", "Share 3 of 3", "Everyone"]);
    for (const text of [...shares, memberLabel("", 2), "Anna", ""]) expect(tabLabel(text, english)).toBe(text);
  });

  it("read in German, numbers kept; a name a guest gave as written", () => {
    expect(shares.map((s) => tabLabel(s, german))).toEqual([
      "Anteil 1 von 3",
      "Anteil 2 von 3",
      "Anteil 3 von 3",
      "Alle",
    ]);
    expect(tabLabel(memberLabel("", 2), german)).toBe("Gast 2");
    expect(tabLabel("Anna", german)).toBe("Anna");
  });
});
