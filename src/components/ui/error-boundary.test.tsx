import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Broken(): never {
  throw new Error("render failed");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("shows the fallback instead of a blank screen when a child fails to render", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p role="alert">The menu could not be shown.</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The menu could not be shown.");
  });

  it("shows the children when they render", () => {
    render(
      <ErrorBoundary fallback={<p>failed</p>}>
        <p>menu</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("menu")).toBeInTheDocument();
    expect(screen.queryByText("failed")).toBeNull();
  });
});
