import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { changePassword, saveKitchenSettings } from "../../data/account";
import { changePin } from "../../data/pin";
import { PasswordForm } from "./password-form";
import { KitchenForm } from "./kitchen-form";
import { PinForm } from "./pin-form";

vi.mock("../../data/account", () => ({ changePassword: vi.fn(), saveKitchenSettings: vi.fn() }));
vi.mock("../../data/pin", () => ({ changePin: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe("settings forms: server field errors", () => {
  it("Change password: the server's oldPassword error lands under Old password, the banner says the catalogue's text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(changePassword).mockRejectedValueOnce(
      fieldError("Failed to update record.", { oldPassword: "Missing or invalid old password." }),
    );
    render(<PasswordForm email="a@example.com" ownerId="u1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Old password"), "wrong-one");
    await user.type(screen.getByLabelText("New password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(msg("passwordChangeFailed"))).toBeInTheDocument();
    expect(screen.getByLabelText("Old password")).toHaveAccessibleDescription("Missing or invalid old password.");
    expect(screen.getByLabelText("New password")).not.toHaveAttribute("aria-invalid");
  });

  it("Kitchen display: the server's kitchenRedMinutes error lands under 'Red after (minutes)'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "Red must come after amber.";
    vi.mocked(saveKitchenSettings).mockRejectedValueOnce(fieldError(message, { kitchenRedMinutes: message }));
    render(<KitchenForm ownerId="u1" settings={{ amberMinutes: 10, redMinutes: 20, autoPrint: false }} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save the kitchen display settings.")).toBeInTheDocument();
    expect(screen.getByLabelText("Red after (minutes)")).toHaveAccessibleDescription(message);
  });

  it("Change PIN: the server's pin error lands under New PIN, with the hint still read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(changePin).mockRejectedValueOnce(fieldError(msg("pinFormat"), { pin: msg("pinFormat") }));
    render(<PinForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New PIN"), "1234");
    await user.click(screen.getByRole("button", { name: "Update PIN" }));
    expect(await screen.findByText(msg("pinUpdateFailed"))).toBeInTheDocument();
    expect(screen.getByLabelText("New PIN")).toHaveAccessibleDescription(
      `${msg("pinFormat")} 4 digits. It locks Tables & QR, Edit menu and Settings. Forgot it? On the PIN screen, your account password removes it.`,
    );
  });
});
