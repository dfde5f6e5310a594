import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MenuDish } from "../../data/menu";
import { DishItem } from "./dish-item";

const long = "Slow-roasted tomatoes, basil oil and a slice of sourdough bread from our bakery.";
const dish: MenuDish = {
  id: "soup00000000001",
  collectionId: "dishes",
  title: "Tomato soup",
  description: long,
  price: 5.5,
  category: "c",
  order: 0,
  photo: "",
  timeServed: null,
  modifiers: {},
};

describe("DishItem", () => {
  it("cuts a long description at 56 characters plus an ellipsis and toggles it by keyboard", async () => {
    render(
      <ul>
        <DishItem dish={dish} currency="EUR" onAdd={() => {}} onOpen={() => {}} />
      </ul>,
    );
    const toggle = screen.getByRole("button", { name: /Slow-roasted/ });
    expect(toggle).toHaveTextContent(`${long.slice(0, 56)}...`);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveTextContent(long);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("shows a short description whole, the price with the currency, and adds on +", async () => {
    const onAdd = vi.fn();
    const onOpen = vi.fn();
    render(
      <ul>
        <DishItem dish={{ ...dish, description: "Double shot." }} currency="EUR" onAdd={onAdd} onOpen={onOpen} />
      </ul>,
    );
    expect(screen.getByText("Double shot.")).toBeInTheDocument();
    expect(screen.getByText("5.50 EUR")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Add Tomato soup/ }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: dish.id }));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("opens the dish from its title (a button) or a tap on the card, not from the description toggle", async () => {
    const onOpen = vi.fn();
    render(
      <ul>
        <DishItem dish={dish} currency="EUR" onAdd={() => {}} onOpen={onOpen} />
      </ul>,
    );
    await userEvent.click(screen.getByRole("button", { name: /Slow-roasted/ }));
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Tomato soup" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText("5.50 EUR"));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("uses a 100x100 thumbnail when the dish has a photo (at once without IntersectionObserver)", () => {
    const { container } = render(
      <ul>
        <DishItem dish={{ ...dish, photo: "soup.jpg" }} currency="EUR" onAdd={() => {}} onOpen={() => {}} />
      </ul>,
    );
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toContain("/api/files/dishes/soup00000000001/soup.jpg?thumb=100x100");
    expect(img).toHaveAttribute("width", "100");
  });

  it("requests the photo only once it nears the screen", () => {
    let notify: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: typeof notify, opts: { rootMargin: string }) {
          notify = cb;
          expect(opts.rootMargin).toBe("200px 0px");
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
      },
    );
    try {
      const { container } = render(
        <ul>
          <DishItem dish={{ ...dish, photo: "soup.jpg" }} currency="EUR" onAdd={() => {}} onOpen={() => {}} />
        </ul>,
      );
      const img = container.querySelector("img")!;
      expect(img).not.toHaveAttribute("src");
      expect(observed).toEqual([img]);
      act(() => notify!([{ isIntersecting: false, target: img }]));
      expect(img).not.toHaveAttribute("src");
      act(() => notify!([{ isIntersecting: true, target: img }]));
      expect(img.getAttribute("src")).toContain("soup.jpg?thumb=100x100");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
