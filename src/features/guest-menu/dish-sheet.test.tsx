import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MenuDish } from "../../data/menu";
import { DishSheet } from "./dish-sheet";

const long = "Buttery shortcrust, sharp lemon curd, a spoon of crème fraîche, and a little more text.";
const tart: MenuDish = {
  id: "tart00000000001",
  collectionId: "dishes",
  title: "Lemon tart",
  description: long,
  price: 6,
  category: "c",
  order: 0,
  photo: "tart.jpg",
  timeServed: null,
  modifiers: { "Vanilla ice cream": 2, Cream: 1 },
  allergens: ["milk", "gluten"],
  dietary: ["vegetarian"],
};

describe("DishSheet", () => {
  it("shows the large thumbnail (never the upload), the whole description, tags and extras", () => {
    render(<DishSheet dish={tart} currency="EUR" onAdd={() => {}} onClose={() => {}} />);
    const sheet = screen.getByRole("dialog", { name: "Lemon tart" });
    expect(sheet.querySelector("img")?.getAttribute("src")).toMatch(/\/tart\.jpg\?thumb=480x320$/);
    expect(within(sheet).getByText(long)).toBeInTheDocument();
    expect(within(sheet).getByText("Vegetarian")).toBeInTheDocument();
    expect(within(sheet).getByText(/Contains:/).parentElement).toHaveTextContent("Cereals containing gluten, Milk");
    expect(within(sheet).getByRole("checkbox", { name: /Vanilla ice cream/ })).not.toBeChecked();
  });

  it("adds the dish with the ticked extras only", async () => {
    const onAdd = vi.fn();
    render(<DishSheet dish={tart} currency="EUR" onAdd={onAdd} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("checkbox", { name: /Vanilla ice cream/ }));
    // One Add, named with the running price: 6.00 + 2.00.
    await userEvent.click(screen.getByRole("button", { name: "Add to order 8.00 EUR" }));
    expect(onAdd).toHaveBeenCalledWith(tart, { "Vanilla ice cream": 2 });
  });

  it("has one Add with the quantity and the running price, and adds that many", async () => {
    const onAdd = vi.fn();
    render(<DishSheet dish={tart} currency="EUR" onAdd={onAdd} onClose={() => {}} />);
    const sheet = screen.getByRole("dialog", { name: "Lemon tart" });
    expect(within(sheet).getAllByRole("button", { name: /^Add/ })).toHaveLength(1);
    const quantity = within(sheet).getByRole("group", { name: "Quantity" });
    expect(within(quantity).getByRole("button", { name: "- One less Lemon tart" })).toBeDisabled();
    await userEvent.click(within(quantity).getByRole("button", { name: "+ One more Lemon tart" }));
    await userEvent.click(within(quantity).getByRole("button", { name: "+ One more Lemon tart" }));
    expect(quantity).toHaveTextContent("3");
    await userEvent.click(screen.getByRole("checkbox", { name: /Cream/ }));
    // (6.00 + 1.00) x 3
    await userEvent.click(screen.getByRole("button", { name: "Add to order 21.00 EUR" }));
    expect(onAdd).toHaveBeenCalledWith(tart, { Cream: 1 }, undefined, 3);
  });

  it("a dish with a required size: one Add, 'from' until a size is chosen, the missing group focused", async () => {
    const onAdd = vi.fn();
    const coffee: MenuDish = {
      ...tart,
      id: "coffee000000001",
      title: "Coffee",
      price: 2,
      modifiers: {},
      optionGroups: [
        {
          name: "Size",
          min: 1,
          max: 1,
          size: true,
          choices: [
            { name: "Small", price: 2.5 },
            { name: "Large", price: 3.9 },
          ],
        },
      ],
    };
    render(<DishSheet dish={coffee} currency="EUR" onAdd={onAdd} onClose={() => {}} />);
    const sheet = screen.getByRole("dialog", { name: "Coffee" });
    expect(within(sheet).getAllByRole("button", { name: /^Add/ })).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole("button", { name: "Add to order from 2.50 EUR" }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(sheet).getByRole("alert")).toHaveTextContent("Choose Size.");
    expect(within(sheet).getByRole("radio", { name: /Small/ })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole("radio", { name: /Large/ }));
    expect(within(sheet).queryByRole("alert")).toBeNull();
    await userEvent.click(within(sheet).getByRole("button", { name: "Add to order 3.90 EUR" }));
    expect(onAdd).toHaveBeenCalledWith(coffee, {}, { Size: ["Large"] });
  });

  it("shows no photo for a dish without one, and nothing when closed", () => {
    const { rerender } = render(
      <DishSheet dish={{ ...tart, photo: "" }} currency="EUR" onAdd={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByRole("dialog", { name: "Lemon tart" }).querySelector("img")).toBeNull();
    rerender(<DishSheet dish={null} currency="EUR" onAdd={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
