import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoragePageGroup } from "../../data/stats";
import type { StorageEntry } from "../../domain/storage-groups";
import { entriesLine, StorageGroupCard } from "./storage-group";

const entry = (id: string, quantity: number, note = ""): StorageEntry => ({
  id,
  item: "Sugar",
  quantity,
  unit: "gram",
  note,
  created: "2026-11-24 08:05:29.000Z",
});

const group = (items: StorageEntry[], over: Partial<StoragePageGroup> = {}): StoragePageGroup => ({
  item: "Sugar",
  unit: "gram",
  total: 300,
  entries: items.length,
  offset: 0,
  items,
  ...over,
});

describe("StorageGroupCard", () => {
  it("shows the group's total as its heading and its own entries under it, each with its delete", async () => {
    const onDelete = vi.fn();
    const out = entry("b", -200, "cake");
    render(
      <ul>
        <StorageGroupCard group={group([out, entry("a", 500)])} onDelete={onDelete} />
      </ul>,
    );
    // Shown as people read it ("300 g"), named with the spec's unit ("300 gram").
    const card = screen.getByRole("listitem", { name: "Sugar 300 gram" });
    const heading = within(card).getByRole("heading", { level: 2, name: "Sugar 300 gram" });
    expect(within(heading).getByTitle("gram")).toHaveTextContent(/^g$/);
    expect(within(card).getByText("2 entries")).toBeInTheDocument();
    const rows = within(within(card).getByRole("list", { name: "Sugar gram entries" })).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("strong")?.textContent)).toEqual(["-200", "+500"]);
    expect(rows.map((r) => within(r).getByTitle("gram").textContent)).toEqual(["g", "g"]);
    expect(rows[0]).toHaveTextContent("cake");
    await userEvent.setup().click(within(rows[0]).getByRole("button", { name: "Delete entry Sugar -200" }));
    expect(onDelete).toHaveBeenCalledWith(out);
  });
});

describe("entriesLine", () => {
  it("counts a whole group, and says where a group cut by the page goes on", () => {
    expect(entriesLine(group([entry("a", 1)]))).toBe("1 entry");
    expect(entriesLine(group([entry("a", 1), entry("b", 2)]))).toBe("2 entries");
    expect(entriesLine(group([entry("a", 1)], { entries: 3 }))).toBe("Entries 1–1 of 3, more on the next page");
    expect(entriesLine(group([entry("a", 1)], { entries: 3, offset: 2 }))).toBe(
      "Entries 3–3 of 3, continued from the previous page",
    );
    expect(entriesLine(group([entry("a", 1)], { entries: 3, offset: 1 }))).toBe(
      "Entries 2–2 of 3, continued from the previous page, more on the next page",
    );
  });
});
