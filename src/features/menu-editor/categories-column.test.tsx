import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { createCategory } from "../../data/menu-admin";
import { CategoriesColumn } from "./categories-column";

vi.mock("../../data/menu-admin", () => ({
  createCategory: vi.fn(),
  deleteCategory: vi.fn(),
  renameCategory: vi.fn(),
  saveOrder: vi.fn(),
}));

afterEach(() => vi.restoreAllMocks());

describe("CategoriesColumn", () => {
  it("shows a failed add under Category title: the translated message, then the server's with its field message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(createCategory).mockRejectedValueOnce(
      fieldError("Failed to create record.", { title: "Must be no more than 100 character(s)." }),
    );
    const onChanged = vi.fn();
    render(<CategoriesColumn ownerId="u1" categories={[]} onChanged={onChanged} onError={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Category title"), "Soups");
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText(new RegExp(`^${msg("categoryAddFailed")}`))).toHaveClass("field-error");
    expect(screen.getByLabelText("Category title")).toHaveAccessibleDescription(
      `${msg("categoryAddFailed")}Failed to create record. (title: Must be no more than 100 character(s).)`,
    );
    expect(screen.getByLabelText("Category title")).toHaveValue("Soups");
    expect(onChanged).not.toHaveBeenCalled();
    // Typing again clears it.
    await user.type(screen.getByLabelText("Category title"), "!");
    expect(screen.getByLabelText("Category title")).not.toHaveAttribute("aria-invalid");
  });
});
