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

  it("treats extras named after Object.prototype's properties as plain extras", async () => {
    const odd: MenuDish = { ...burger, modifiers: JSON.parse('{"toString": 0.5, "__proto__": 2}') };
    const onAdd = vi.fn();
    render(<ModifierDialog dish={odd} currency="EUR" onAdd={onAdd} onClose={() => {}} />);
    // Nothing is ticked until the guest ticks it.
    expect(screen.getByRole("checkbox", { name: /toString/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Add to order" }));
    expect(Object.keys(onAdd.mock.lastCall![1])).toEqual([]);
    await userEvent.click(screen.getByRole("checkbox", { name: /__proto__/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add to order" }));
    const mods = onAdd.mock.lastCall![1] as Record<string, number>;
    expect(Object.keys(mods)).toEqual(["__proto__"]);
    expect(mods["__proto__"]).toBe(2);
  });
});
