import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Order, OrderLine } from "../../domain/orders";
import { OrderCard } from "./order-card";
import { OrdersBoard } from "./orders-board";

const order = (id: string, started: boolean, extra: Partial<Order> = {}): Order => ({
  id,
  user: "u",
  userSlug: "v",
  tableSlug: "T" + id,
  items: [{ dishId: "d", title: "Soup", price: 4.5, count: 2, modifiers: {} }],
  total: 9,
  started,
  finished: false,
  created: "2025-03-05 09:07:00.000Z",
  updated: "2025-03-05 09:07:00.000Z",
  finishedAt: "",
  currency: "EUR",
  ...extra,
});

const card = (o: Order) => <p key={o.id}>card {o.id}</p>;

describe("OrdersBoard", () => {
  it("shows two columns with headings and empty states on a wide screen", () => {
    render(
      <OrdersBoard orders={[order("1", true)]} isNarrow={false} tab="not-started" onTab={() => {}} renderCard={card} />,
    );
    expect(screen.getByRole("region", { name: "Not started" })).toHaveTextContent("No orders waiting to be started.");
    expect(screen.getByRole("region", { name: "Started" })).toHaveTextContent("card 1");
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("becomes two tabs on a small screen, showing only the chosen one", async () => {
    const onTab = vi.fn();
    render(
      <OrdersBoard
        orders={[order("1", false), order("2", true)]}
        isNarrow
        tab="not-started"
        onTab={onTab}
        renderCard={card}
      />,
    );
    // Named exactly like the columns (a count in the name would make 'Started' match both tabs).
    expect(screen.getByRole("tab", { name: "Not started" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Not started" })).toHaveAccessibleDescription("(1)");
    expect(screen.getByText("Not started")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("card 1");
    expect(screen.queryByText("card 2")).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Started" }));
    expect(onTab).toHaveBeenCalledWith("started");
  });
});

describe("OrderCard", () => {
  const handlers = { onSelect: vi.fn(), onStart: vi.fn(), onFinish: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };

  it("a not-started order offers Start and Delete, not Finish or Edit", () => {
    render(<OrderCard order={order("1", false)} currency="EUR" isSelected={false} isSelectable {...handlers} />);
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.getByText("Soup × 2")).toBeInTheDocument();
    expect(screen.getAllByText("9.00 EUR").length).toBeGreaterThan(0);
  });

  it("shows a line's extras under 'title × count', so two Burgers with different extras differ", () => {
    const items: OrderLine[] = [
      { dishId: "b_Bacon:1.5", title: "Burger", price: 13.4, count: 1, modifiers: { Bacon: 1.5 } },
      { dishId: "b", title: "Burger", price: 11.9, count: 1, modifiers: {} },
    ];
    render(
      <OrderCard
        order={order("1", false, { items, total: 25.3 })}
        currency="EUR"
        isSelected={false}
        isSelectable
        {...handlers}
      />,
    );
    expect(screen.getAllByText("Burger × 1")).toHaveLength(2);
    expect(screen.getByText("+ Bacon")).toBeInTheDocument();
  });

  it("a started order offers Finish, Edit and Delete", () => {
    render(<OrderCard order={order("1", true)} currency="EUR" isSelected={false} isSelectable {...handlers} />);
    expect(screen.queryByRole("button", { name: "Start" })).toBeNull();
    expect(screen.getByRole("button", { name: "Finish" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("the checkbox is disabled once two others are selected, but a selected one can be unticked", () => {
    const { rerender } = render(
      <OrderCard order={order("1", true)} currency="EUR" isSelected={false} isSelectable={false} {...handlers} />,
    );
    expect(screen.getByRole("checkbox")).toBeDisabled();
    rerender(<OrderCard order={order("1", true)} currency="EUR" isSelected isSelectable={false} {...handlers} />);
    expect(screen.getByRole("checkbox")).toBeEnabled();
  });

  it("shows the updated time only when it differs from the created time", () => {
    const { rerender } = render(
      <OrderCard order={order("1", true)} currency="EUR" isSelected={false} isSelectable {...handlers} />,
    );
    expect(screen.queryByText(/^Updated/)).toBeNull();
    rerender(
      <OrderCard
        order={order("1", true, { updated: "2025-03-06 12:00:00.000Z" })}
        currency="EUR"
        isSelected={false}
        isSelectable
        {...handlers}
      />,
    );
    expect(screen.getByText(/^Updated 6\. March\./)).toBeInTheDocument();
  });
});
