import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { sendSupportMessage } from "../../data/support";
import { HelpPage } from "./help-page";

vi.mock("../../data/support", () => ({ sendSupportMessage: vi.fn() }));
vi.mock("../../hooks/use-session", () => ({ useOwner: () => null }));

afterEach(() => vi.restoreAllMocks());

describe("HelpPage", () => {
  it("puts the server's email and message errors under their fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(sendSupportMessage).mockRejectedValueOnce(
      fieldError("Please check the form.", {
        email: "Enter a valid email address.",
        text: "Message is too long (max 5000 characters).",
      }),
    );
    render(<HelpPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "a@b");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(msg("supportFailed"))).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is too long (max 5000 characters).",
    );
  });
});
