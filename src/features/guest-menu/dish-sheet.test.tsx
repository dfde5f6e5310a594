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
    await userEvent.click(screen.getByRole("button", { name: "Add to order" }));
    expect(onAdd).toHaveBeenCalledWith(tart, { "Vanilla ice cream": 2 });
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
