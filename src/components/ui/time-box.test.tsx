import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Field } from "./field";

// The venue's date style: German, Berlin.
vi.mock("../../hooks/use-date-style", () => ({ useDateStyle: () => ({ language: "de", timeZone: "Europe/Berlin" }) }));

const faceOf = (input: HTMLElement) => input.parentElement?.querySelector(".date-box-face");

describe("a time Field (TimeBox)", () => {
  it("keeps the plain time input and draws its value at rest in the venue's format, hidden from screen readers", () => {
    render(<Field label="From" name="servedFrom" type="time" defaultValue="17:00" />);
    const input = screen.getByLabelText("From");
    expect(input).toHaveAttribute("type", "time");
    expect(input).toHaveAttribute("name", "servedFrom");
    expect(input).toHaveValue("17:00");
    expect(input).toHaveAccessibleName("From");
    expect(faceOf(input)).toHaveTextContent(/^17:00$/);
    expect(faceOf(input)).toHaveAttribute("aria-hidden", "true");
    expect(faceOf(input)).not.toHaveClass("is-empty");
    expect(input.parentElement).toHaveClass("has-face");
  });

  it("reads an empty box as the venue's empty pattern", () => {
    render(<Field label="To" name="servedTo" type="time" />);
    const face = faceOf(screen.getByLabelText("To"));
    expect(face).toHaveTextContent(/^--:--$/);
    expect(face).toHaveClass("is-empty");
  });

  it("follows what is typed, passes the change on and keeps the error wiring", async () => {
    const onChange = vi.fn();
    render(<Field label="To" name="servedTo" type="time" error="Bad window." onChange={onChange} />);
    const input = screen.getByLabelText("To");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Bad window.");
    await userEvent.setup().type(input, "09:30");
    expect(input).toHaveValue("09:30");
    expect(faceOf(input)).toHaveTextContent(/^09:30$/);
    expect(onChange).toHaveBeenCalled();
    // Corrected: the error goes, as for every Field.
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("reads the default again after the form's reset", async () => {
    render(
      <form>
        <Field label="Opens" name="opens" type="time" defaultValue="11:00" />
        <button type="reset">Reset</button>
      </form>,
    );
    const input = screen.getByLabelText("Opens");
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "12:15");
    expect(faceOf(input)).toHaveTextContent(/^12:15$/);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await vi.waitFor(() => expect(faceOf(input)).toHaveTextContent(/^11:00$/));
    expect(input).toHaveValue("11:00");
  });
});
