import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { register } from "../../data/session";
import { RegisterPage } from "./register-page";

vi.mock("../../data/session", () => ({ register: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe("RegisterPage", () => {
  it("puts the server's field errors under Email and Password, 'Registration failed' above the form", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(register).mockRejectedValueOnce(
      fieldError("Failed to create record.", {
        email: "The email is invalid or already in use.",
        password: "Must be at least 8 character(s).",
      }),
    );
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "taken@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Repeat password"), "short");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(msg("registerFailed"));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("The email is invalid or already in use.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Must be at least 8 character(s).");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Repeat password")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Register" })).toBeEnabled();
  });
});
