import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { NewTableDialog } from "./new-table-dialog";

function setup(existing: number[] = []) {
  const onCreate = vi.fn(async () => "");
  const onClose = vi.fn();
  render(<NewTableDialog open existingNumbers={existing} onClose={onClose} onCreate={onCreate} />);
  return { onCreate, onClose, user: userEvent.setup() };
}

describe("NewTableDialog", () => {
  it("refuses a number below 1 without calling the server", async () => {
    const { onCreate, user } = setup();
    await user.type(screen.getByLabelText("Table number"), "0");
    await user.click(screen.getByRole("button", { name: "Create table" }));
    expect(screen.getByText(msg("tableNumberMin"))).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("refuses an existing number", async () => {
    const { onCreate, user } = setup([4]);
    await user.type(screen.getByLabelText("Table number"), "4");
    await user.click(screen.getByRole("button", { name: "Create table" }));
    expect(screen.getByText("Table 4 already exists.")).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("sends the diameter for a round table, at 0,0", async () => {
    const { onCreate, onClose, user } = setup();
    await user.type(screen.getByLabelText("Table number"), "2");
    await user.click(screen.getByLabelText("Round"));
    expect(screen.queryByLabelText("Width")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Diameter"), "90");
    await user.click(screen.getByRole("button", { name: "Create table" }));
    expect(onCreate).toHaveBeenCalledWith({ tableNumber: 2, round: true, diameter: 90, x: 0, y: 0 });
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the input and shows the failure when creating fails", async () => {
    const onCreate = vi.fn(async () => msg("tableCreateFailed"));
    render(<NewTableDialog open existingNumbers={[]} onClose={() => {}} onCreate={onCreate} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Table number"), "3");
    await user.click(screen.getByRole("button", { name: "Create table" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(msg("tableCreateFailed"));
    expect(screen.getByLabelText("Table number")).toHaveValue(3);
  });

  it("puts the server's field error under its field when creating rejects, 'Failed to create table.' on the error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onCreate = vi.fn(() =>
      Promise.reject(fieldError("Failed to create record.", { width: "Must be no more than 2000." })),
    );
    render(<NewTableDialog open existingNumbers={[]} onClose={() => {}} onCreate={onCreate} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Table number"), "5");
    await user.type(screen.getByLabelText("Width"), "99999");
    await user.click(screen.getByRole("button", { name: "Create table" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(msg("tableCreateFailed"));
    expect(screen.getByLabelText("Width")).toHaveAccessibleDescription("Must be no more than 2000.");
    expect(screen.getByLabelText("Table number")).not.toHaveAttribute("aria-invalid");
    vi.restoreAllMocks();
  });
});
