import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { AddItemDialog } from "./add-item-dialog";

describe("AddItemDialog", () => {
  it("silently ignores a missing name or a non-numeric quantity", async () => {
    const onAdd = vi.fn(async () => true);
    render(<AddItemDialog open onClose={() => {}} onAdd={onAdd} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Quantity"), "5");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds a negative quantity with the default unit piece", async () => {
    const onAdd = vi.fn(async () => true);
    const onClose = vi.fn();
    render(<AddItemDialog open onClose={onClose} onAdd={onAdd} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText("Unit")).toHaveValue("piece");
    await user.type(screen.getByLabelText("Item name"), "Eggs");
    await user.type(screen.getByLabelText("Quantity"), "-6");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(onAdd).toHaveBeenCalledWith({ item: "Eggs", quantity: -6, unit: "piece", note: "" });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Error adding item' and keeps the input when the add fails", async () => {
    render(<AddItemDialog open onClose={() => {}} onAdd={async () => false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Item name"), "Milk");
    await user.type(screen.getByLabelText("Quantity"), "2");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error adding item");
    expect(screen.getByLabelText("Item name")).toHaveValue("Milk");
  });

  it("puts the server's field error under its field when the add rejects, 'Error adding item' on the error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onAdd = vi.fn(() =>
      Promise.reject(fieldError("Failed to create record.", { quantity: "Must be no more than 1000000." })),
    );
    render(<AddItemDialog open onClose={() => {}} onAdd={onAdd} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Item name"), "Flour");
    await user.type(screen.getByLabelText("Quantity"), "99999999");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error adding item");
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription("Must be no more than 1000000.");
    expect(screen.getByLabelText("Item name")).toHaveValue("Flour");
    vi.restoreAllMocks();
  });
});
