import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DateRangeFields } from "./date-range-fields";

// The venue's date style: English, Tokyo (UTC+9, no summer time).
vi.mock("../../hooks/use-date-style", () => ({ useDateStyle: () => ({ language: "", timeZone: "Asia/Tokyo" }) }));

describe("DateRangeFields", () => {
  beforeEach(() => {
    // "Now" is in 2026, so a 2026 bound has no year and a 2025 one has.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the spec's datetime-local boxes and describes each with the venue's format and zone", () => {
    render(<DateRangeFields idPrefix="t" from="2026-11-28T15:32" to="" onChange={() => {}} />);
    const from = screen.getByLabelText("From");
    expect(from).toHaveAttribute("type", "datetime-local");
    expect(from).toHaveValue("2026-11-28T15:32");
    // The wall-clock time as typed, in the one date format, whatever the test machine's zone.
    expect(from).toHaveAccessibleDescription("28. November. 15:32 (Tokyo time)");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("Tokyo time");
  });

  it("draws each box's value at rest in the venue's format, hidden from screen readers", () => {
    render(<DateRangeFields idPrefix="t" from="2025-01-02T09:05" to="" onChange={() => {}} />);
    const from = screen.getByLabelText("From");
    const face = from.parentElement?.querySelector(".date-box-face");
    expect(face).toHaveTextContent(/^2\. January 2025\. 09:05$/);
    expect(face).toHaveAttribute("aria-hidden", "true");
    expect(face?.parentElement).toHaveClass("has-face");
    const empty = screen.getByLabelText("To").parentElement?.querySelector(".date-box-face");
    expect(empty).toHaveTextContent(/^Any time$/);
    expect(empty).toHaveClass("is-empty");
    // The input is still named by its label alone, and its description is the line under it.
    expect(from).toHaveAccessibleName("From");
    expect(from).toHaveAccessibleDescription("2. January 2025. 09:05 (Tokyo time)");
  });

  it("draws no face over a value that is no date, so the browser's own text shows", () => {
    render(<DateRangeFields idPrefix="t" from="garbage" to="" onChange={() => {}} />);
    const from = screen.getByLabelText("From");
    expect(from.parentElement?.querySelector(".date-box-face")).toBeNull();
    expect(from.parentElement).not.toHaveClass("has-face");
  });

  it("passes typed values on unchanged", async () => {
    const onChange = vi.fn();
    render(<DateRangeFields idPrefix="t" from="" to="" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("To"), "2024-01-01T10:00");
    expect(onChange).toHaveBeenLastCalledWith("to", "2024-01-01T10:00");
  });
});
