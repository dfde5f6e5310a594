import { describe, expect, it } from "vitest";
import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Field } from "./field";
import { PinInput } from "./pin-input";

describe("Field", () => {
  it("renders a labelled input, without aria-invalid while there is no error", () => {
    render(<Field label="Title" name="title" />);
    const input = screen.getByLabelText("Title");
    expect(input.tagName).toBe("INPUT");
    expect(input).toHaveAttribute("name", "title");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("wires the error and the hint to the input for screen readers", () => {
    render(<Field label="Title" name="title" hint="Shown to guests." error="Cannot be blank." />);
    const input = screen.getByLabelText("Title");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Cannot be blank. Shown to guests.");
    expect(screen.getByText("Cannot be blank.")).toHaveClass("field-error");
    // A plain field error is not an alert: a form's error line stays its only alert.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("drops its error once the field is corrected, and shows it again on the next submit", async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Field label="Title" name="title" defaultValue="" error="Title is required." />
        <button type="submit">Save</button>
      </form>,
    );
    expect(screen.getByText("Title is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "Soup");
    expect(screen.queryByText("Title is required.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Title is required.")).toBeInTheDocument();
  });

  it("renders a textarea with its error wired", () => {
    render(<Field as="textarea" id="help-text" label="Message" name="text" rows={6} error="Message is required." />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("id", "help-text");
    expect(textarea).toHaveAttribute("rows", "6");
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(textarea).toHaveAccessibleDescription("Message is required.");
  });

  it("renders a select with its options, hint and error wired", async () => {
    render(
      <Field as="select" label="Unit" name="unit" defaultValue="piece" hint="Per entry." error="Unknown unit.">
        <option value="piece">piece</option>
        <option value="kg">kg</option>
      </Field>,
    );
    const select = screen.getByRole("combobox", { name: "Unit" });
    expect(select).toHaveValue("piece");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Unknown unit. Per entry.");
    await userEvent.setup().selectOptions(select, "kg");
    expect(select).toHaveValue("kg");
  });

  it("passes a ref to the control and takes its own wrapper class", () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<Field fieldClassName="field orders-filter" label="Table number" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText("Table number"));
    expect(container.firstElementChild).toHaveClass("field", "orders-filter");
  });

  it("announces the error of a one-field form when asked (alertError)", () => {
    render(<Field label="PIN" error="Incorrect PIN" alertError />);
    expect(screen.getByRole("alert")).toHaveTextContent("Incorrect PIN");
    expect(screen.getByLabelText("PIN")).toHaveAccessibleDescription("Incorrect PIN");
  });
});

describe("PinInput", () => {
  it("is a masked 4-digit numeric field and drops anything but digits", async () => {
    render(<PinInput label="New PIN" hint="4 digits." />);
    const input = screen.getByLabelText("New PIN");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("name", "pin");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).toHaveAttribute("maxlength", "4");
    expect(input).toHaveAttribute("pattern", "[0-9]{4}");
    expect(input).toBeRequired();
    await userEvent.setup().type(input, "1a2b3");
    expect(input).toHaveValue("123");
  });
});
