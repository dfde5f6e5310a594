import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { msg } from "../../domain/messages";
import { saveMenuLanguages } from "../../data/menu-admin";
import type { Owner } from "../../data/session";
import { LanguagesForm } from "./languages-form";

vi.mock("../../data/menu-admin", () => ({ saveMenuLanguages: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const owner = {
  id: "u1",
  menuTitle: "Cafe Rosa",
  menuDescription: "Coffee and cake",
  menuLanguage: "en",
  menuLanguages: ["de", "fr"],
  menuTranslations: { de: { title: "Café Rosa", description: "" }, it: { title: "Caffè Rosa" } },
} as unknown as Owner;

describe("LanguagesForm", () => {
  it("has a title and description per offered language and saves them (trimmed, offered ones only)", async () => {
    vi.mocked(saveMenuLanguages).mockResolvedValueOnce();
    render(<LanguagesForm owner={owner} />);
    expect(screen.getByLabelText("Menu title (de)")).toHaveValue("Café Rosa");
    expect(screen.getByLabelText("Menu title (fr)")).toHaveAttribute("placeholder", "Cafe Rosa");
    await userEvent.type(screen.getByLabelText("Menu description (de)"), "  Kaffee und Kuchen ");
    await userEvent.type(screen.getByLabelText("Menu title (fr)"), "Café Rose");
    await userEvent.click(screen.getByRole("button", { name: "Save languages" }));
    expect(await screen.findByText(msg("languagesSaved"))).toBeInTheDocument();
    expect(saveMenuLanguages).toHaveBeenCalledWith("u1", "en", ["de", "fr"], {
      de: { title: "Café Rosa", description: "Kaffee und Kuchen" },
      fr: { title: "Café Rose", description: "" },
    });
  });

  it("refuses too long a title without asking the server", async () => {
    render(<LanguagesForm owner={{ ...owner, menuTranslations: { de: { title: "x".repeat(101) } } }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save languages" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("title is longer than 100 characters");
    expect(saveMenuLanguages).not.toHaveBeenCalled();
  });
});
