import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "../../domain/orders";
import { KitchenCard } from "./kitchen-card";

const now = new Date("2026-01-02T12:00:00Z");
function order(minutesAgo: number, extra: Partial<Order> = {}): Order {
  return {
    id: "o1",
    user: "u",
    userSlug: "cafe",
    tableSlug: "7",
    items: [{ dishId: "b_Bacon:1", title: "Burger", price: 11, count: 2, modifiers: { Bacon: 1 } }],
    total: 22,
    started: false,
    finished: false,
    created: new Date(now.getTime() - minutesAgo * 60_000).toISOString().replace("T", " "),
    updated: "",
    finishedAt: "",
    currency: "EUR",
    ...extra,
  };
}
const settings = { amberMinutes: 10, redMinutes: 20, autoPrint: false };

describe("KitchenCard", () => {
  it.each([
    [3, null],
    [12, "Waiting long"],
    [25, "Overdue"],
  ])("after %i minutes says %s in words, not only by colour", (minutes, word) => {
    render(
      <KitchenCard
        order={order(minutes)}
        isPending={false}
        now={now}
        settings={settings}
        onTap={() => {}}
        onPrint={() => {}}
      />,
    );
    expect(screen.getByText(`${minutes} min`)).toBeInTheDocument();
    if (word) expect(screen.getByText(word)).toBeInTheDocument();
    else expect(screen.queryByText(/Waiting long|Overdue/)).toBeNull();
  });

  it("is one large button that starts (then finishes) the order, lines and extras without prices", async () => {
    const onTap = vi.fn();
    const onPrint = vi.fn();
    const { rerender } = render(
      <KitchenCard order={order(1)} isPending={false} now={now} settings={settings} onTap={onTap} onPrint={onPrint} />,
    );
    await userEvent.click(screen.getByRole("button", { name: /^Table 7, 1 min, New, .*: tap to start$/ }));
    expect(onTap).toHaveBeenCalledOnce();
    expect(screen.getByText("+ Bacon")).toBeInTheDocument();
    expect(screen.queryByText(/EUR/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Print ticket" }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(onTap).toHaveBeenCalledOnce();
    rerender(
      <KitchenCard
        order={order(1, { started: true })}
        isPending
        now={now}
        settings={settings}
        onTap={onTap}
        onPrint={onPrint}
      />,
    );
    expect(
      screen.getByRole("button", { name: /^Table 7, 1 min, Cooking \(undo below\), .*: tap to finish$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText("Cooking (undo below)")).toBeInTheDocument();
  });
});
