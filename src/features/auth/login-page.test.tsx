import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { msg } from "../../domain/messages";
import { fieldError } from "../../../tests/helpers/field-error";
import { fetchSignupMode, login, resendConfirmation } from "../../data/session";
import { LoginPage } from "./login-page";

vi.mock("../../data/session", () => ({ login: vi.fn(), fetchSignupMode: vi.fn(), resendConfirmation: vi.fn() }));

afterEach(() => vi.resetAllMocks());

function renderAfterSignUp(registered = true) {
  render(
    <MemoryRouter initialEntries={[{ pathname: "/login", state: registered ? { registered: true } : null }]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe("LoginPage after a sign-up", () => {
  it("where addresses are confirmed: says to check the mail and sends the link again", async () => {
    vi.mocked(fetchSignupMode).mockResolvedValue({ confirmsAddresses: true });
    vi.mocked(resendConfirmation).mockResolvedValue();
    renderAfterSignUp();
    expect(await screen.findByRole("status")).toHaveTextContent(msg("registeredCheckMail"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(msg("enterEmailFirst"))).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(resendConfirmation).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(msg("confirmResent"))).toBeInTheDocument();
    expect(resendConfirmation).toHaveBeenCalledWith("new@example.com");
  });

  it("where the server sends no mail: says the account is ready, offers no link", async () => {
    vi.mocked(fetchSignupMode).mockResolvedValue({ confirmsAddresses: false });
    renderAfterSignUp();
    expect(await screen.findByRole("status")).toHaveTextContent(msg("registeredNoMail"));
    expect(screen.queryByRole("button", { name: "Send the link again" })).toBeNull();
  });

  it("a plain visit says nothing about a sign-up", async () => {
    vi.mocked(fetchSignupMode).mockResolvedValue({ confirmsAddresses: true });
    renderAfterSignUp(false);
    expect(await screen.findByRole("button", { name: "Send the link again" })).toBeInTheDocument();
    expect(screen.queryByText(msg("registeredCheckMail"))).toBeNull();
  });
});

describe("LoginPage when signing in fails", () => {
  async function signInFails(status: number, message: string) {
    vi.mocked(fetchSignupMode).mockResolvedValue({ confirmsAddresses: false });
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(login).mockRejectedValue(fieldError(message, {}, status));
    renderAfterSignUp(false);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
  }

  it("a wrong password: the fixed sign-in failure", async () => {
    await signInFails(400, "Failed to authenticate.");
    expect(await screen.findByText(msg("loginFailed"))).toBeInTheDocument();
  });

  it("the cells' directory down (503): the server's try-again text", async () => {
    const text = "Signing in is not available right now. Please try again in a minute.";
    await signInFails(503, text);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
