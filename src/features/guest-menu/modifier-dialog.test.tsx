import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MenuDish } from "../../data/menu";
import { ModifierDialog } from "./modifier-dialog";

const burger: MenuDish = {
  id: "burger000000001",
  collectionId: "dishes",
  title: "Burger",
  description: "",
  price: 11.9,
  category: "c",
  order: 0,
  photo: "",
  timeServed: null,
  modifiers: { Bacon: 1.5, Cheese: 1 },
};

function open() {
  const onAdd = vi.fn();
  render(<ModifierDialog dish={burger} currency="EUR" onAdd={onAdd} onClose={() => {}} />);
  return onAdd;
}

describe("ModifierDialog", () => {
  it("offers all three texts at once: Add without extras, Add basic dish, Add to order", () => {
    open();
    for (const name of ["Add without extras", "Add basic dish", "Add to order"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("Add to order adds the ticked extras", async () => {
    const onAdd = open();
    await userEvent.click(screen.getByRole("checkbox", { name: /Bacon/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add to order" }));
    expect(onAdd).toHaveBeenCalledWith(burger, { Bacon: 1.5 });
  });

  it("Add to order with nothing ticked adds the basic dish", async () => {
    const onAdd = open();
    await userEvent.click(screen.getByRole("button", { name: "Add to order" }));
    expect(onAdd).toHaveBeenCalledWith(burger, {});
  });

  it("Add without extras ignores ticked extras", async () => {
    const onAdd = open();
    await userEvent.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add without extras" }));
    expect(onAdd).toHaveBeenLastCalledWith(burger, {});
  });

  it("Add basic dish ignores ticked extras", async () => {
    const onAdd = open();
    await userEvent.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add basic dish" }));
    expect(onAdd).toHaveBeenLastCalledWith(burger, {});
  });
});
