import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CategoryBar } from "./category-bar";
import { MenuSearch } from "./menu-search";

describe("MenuSearch", () => {
  it("is a labelled search field that reports each keystroke and announces the matches", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<MenuSearch query="" matches={0} onChange={onChange} />);
    const box = screen.getByRole("searchbox", { name: "Search dishes" });
    expect(box).toHaveAttribute("maxlength", "80");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await userEvent.type(box, "l");
    expect(onChange).toHaveBeenLastCalledWith("l");
    rerender(<MenuSearch query="lem" matches={1} onChange={onChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("1 dish found");
    rerender(<MenuSearch query="lem" matches={4} onChange={onChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("4 dishes found");
  });
});

describe("CategoryBar", () => {
  const cats = [
    { id: "a", title: "Starters", order: 0 },
    { id: "b", title: "Drinks", order: 1 },
  ];
  it("links each category to its heading, marks the active one and jumps on a tap", async () => {
    const onJump = vi.fn();
    render(<CategoryBar categories={cats} active="a" onJump={onJump} />);
    const nav = screen.getByRole("navigation", { name: "Categories" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Starters" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Drinks" })).toHaveAttribute("href", "#cat-b");
    expect(screen.getByRole("link", { name: "Drinks" })).not.toHaveAttribute("aria-current");
    await userEvent.click(screen.getByRole("link", { name: "Drinks" }));
    expect(onJump).toHaveBeenCalledWith("b");
  });
  it("is left out for a single category", () => {
    render(<CategoryBar categories={cats.slice(0, 1)} active="a" onJump={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
