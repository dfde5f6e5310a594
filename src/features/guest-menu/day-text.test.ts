import { describe, expect, it } from "vitest";
import { dayText } from "./day-text";

describe("dayText", () => {
  it("writes a service day in the page's language, whatever the browser's", () => {
    expect(dayText("2026-11-30", "en")).toBe("Mon, Nov 30");
    expect(dayText("2026-11-30", "de")).toBe("Mo., 30. Nov.");
    expect(dayText("2026-11-30", "fr")).toBe("lun. 30 nov.");
  });
});
