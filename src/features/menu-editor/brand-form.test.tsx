import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { msg } from "../../domain/messages";
import { updateBrand } from "../../data/menu-admin";
import type { Owner } from "../../data/session";
import { BrandForm } from "./brand-form";

vi.mock("../../data/menu-admin", () => ({ updateBrand: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

const owner = {
  id: "u1",
  collectionId: "users",
  brandColor: "",
  cover: "",
} as unknown as Owner;

describe("BrandForm", () => {
  it("refuses a colour too light for white text without asking the server, then saves a dark one", async () => {
    vi.mocked(updateBrand).mockResolvedValueOnce("");
    render(<BrandForm owner={owner} />);
    await userEvent.click(screen.getByLabelText("Use a brand colour"));
    const color = screen.getByLabelText("Brand colour");
    fireEvent.change(color, { target: { value: "#ffcc00" } });
    expect(color).toHaveAccessibleDescription(/too light for white button text/);
    await userEvent.click(screen.getByRole("button", { name: "Save look" }));
    expect(updateBrand).not.toHaveBeenCalled();
    fireEvent.change(color, { target: { value: "#8b1e3f" } });
    await userEvent.click(screen.getByRole("button", { name: "Save look" }));
    expect(await screen.findByText(msg("lookSaved"))).toBeInTheDocument();
    expect(updateBrand).toHaveBeenCalledWith("u1", "#8b1e3f", null, false);
  });

  it("clears the brand colour when it is unticked", async () => {
    vi.mocked(updateBrand).mockResolvedValueOnce("");
    render(<BrandForm owner={{ ...owner, brandColor: "#8b1e3f" }} />);
    await userEvent.click(screen.getByLabelText("Use a brand colour"));
    await userEvent.click(screen.getByRole("button", { name: "Save look" }));
    expect(await screen.findByText(msg("lookSaved"))).toBeInTheDocument();
    expect(updateBrand).toHaveBeenCalledWith("u1", "", null, false);
  });
});
