import { describe, expect, it } from "vitest";
import { rtlRuns } from "./rtl-runs";

describe("rtlRuns (the receipt's Unicode PDF)", () => {
  it.each([
    ["Latin text is left as it is", "12 × Soup", "12 × Soup"],
    ["Cyrillic and Greek too", "12 × Борщ Σουβλάκι", "12 × Борщ Σουβλάκι"],
    ["a line that starts in Latin, with a Hebrew word", "Kafe חומוס 12", "Kafe חומוס 12"],
    ["a Hebrew line: its number reversed (fontkit reverses it back)", "12 × שקשוקה", "21 × שקשוקה"],
    ["an Arabic line: number and Latin word reversed", "حمص 4.50 Extra", "حمص 05.4 artxE"],
    ["no letter at all", "12:30", "12:30"],
  ])("%s", (_name, text, want) => {
    expect(rtlRuns(text)).toBe(want);
  });
});
