import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { createStaffOrder, listDishOptions, listTableShapes } from "../../data/orders";
import { NewOrderDialog } from "./new-order-dialog";

vi.mock("../../data/orders", () => ({ createStaffOrder: vi.fn(), listDishOptions: vi.fn(), listTableShapes: vi.fn() }));
vi.mock("../../data/guest-orders", () => ({ randomId: () => "r".repeat(32) }));

afterEach(() => vi.restoreAllMocks());

describe("NewOrderDialog", () => {
  it("puts the server's tableSlug error under the Table select, its message on the error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "Unknown table: this venue has no table 4.";
    vi.mocked(listTableShapes).mockResolvedValue([
      { id: "t4", tableNumber: 4, round: false, width: 0, length: 0, diameter: 0, x: 0, y: 0 },
    ]);
    vi.mocked(listDishOptions).mockResolvedValue([{ id: "d1", title: "Soup", price: 4.5 }]);
    vi.mocked(createStaffOrder).mockRejectedValueOnce(fieldError(message, { tableSlug: message }));
    const onCreated = vi.fn();
    render(
      <NewOrderDialog
        ownerId="u1"
        publicLink="cafe"
        currency="EUR"
        initialTable=""
        onClose={() => {}}
        onCreated={onCreated}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Table" }), "Table 4");
    // Staff order entry's dish grid: a dish with nothing to choose is added by its tile.
    await user.click(await screen.findByRole("button", { name: /^Soup/ }));
    expect(screen.getByText("Soup × 1")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("combobox", { name: "Table" })).toHaveAccessibleDescription(message);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();

    // Choosing another table clears the error.
    await user.selectOptions(screen.getByRole("combobox", { name: "Table" }), "");
    expect(screen.getByRole("combobox", { name: "Table" })).not.toHaveAttribute("aria-invalid");
  });

  it("marks dishes the server would refuse now (sold out, outside their window) before they are chosen", async () => {
    vi.mocked(listTableShapes).mockResolvedValue([]);
    const now = new Date();
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const minute = now.getHours() * 60 + now.getMinutes();
    vi.mocked(listDishOptions).mockResolvedValue([
      { id: "d1", title: "Soup", price: 4.5 },
      { id: "d2", title: "Night cocktail", price: 9, timeServed: { from: hhmm(minute + 120), to: hhmm(minute + 180) } },
      { id: "d3", title: "Tea", price: 2, available: false },
    ]);
    render(
      <NewOrderDialog
        ownerId="u1"
        publicLink="cafe"
        currency="EUR"
        initialTable=""
        onClose={() => {}}
        onCreated={() => {}}
      />,
    );
    expect(await screen.findByRole("button", { name: "Soup 4.50 EUR" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Night cocktail 9.00 EUR not served now" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Tea 2.00 EUR sold out" })).toBeDisabled();
  });
});
