import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { WelcomeToast } from "./welcome-toast";

describe("WelcomeToast", () => {
  beforeEach(() => localStorage.clear());

  it("shows on the first visit only (a stored flag) and closes on ×", async () => {
    const first = render(<WelcomeToast />);
    expect(screen.getByText("Welcome!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Close welcome message/ }));
    expect(screen.queryByText("Welcome!")).not.toBeInTheDocument();
    first.unmount();
    render(<WelcomeToast />);
    expect(screen.queryByText("Welcome!")).not.toBeInTheDocument();
  });

  it("closes on a click outside it, not inside it", async () => {
    render(
      <>
        <WelcomeToast />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByText("Welcome!"));
    expect(screen.getByText("Welcome!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByText("Welcome!")).not.toBeInTheDocument();
  });
});
