import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DateRangeFields } from "./date-range-fields";

// The venue's date style: English, Tokyo (UTC+9, no summer time).
vi.mock("../../hooks/use-date-style", () => ({ useDateStyle: () => ({ language: "", timeZone: "Asia/Tokyo" }) }));

describe("DateRangeFields", () => {
  it("keeps the spec's datetime-local boxes and describes each with the venue's format and zone", () => {
    render(<DateRangeFields idPrefix="t" from="2026-11-28T15:32" to="" onChange={() => {}} />);
    const from = screen.getByLabelText("From");
    expect(from).toHaveAttribute("type", "datetime-local");
    expect(from).toHaveValue("2026-11-28T15:32");
    // The wall-clock time as typed, in the one date format, whatever the test machine's zone.
    expect(from).toHaveAccessibleDescription("28. November. 15:32 (Tokyo time)");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("Tokyo time");
  });
});
