import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { saveTableService } from "../../data/account";
import { TableServiceForm } from "./table-service-form";

vi.mock("../../data/account", () => ({ saveTableService: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe("Table service form", () => {
  it("shows the server's reason for a refusal (tabs at a venue with tax added to prices), the fixed text otherwise", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reason =
      "Table tabs do not charge tax added to prices nor a service charge yet: set prices that include tax and no service charge first.";
    vi.mocked(saveTableService).mockRejectedValueOnce(fieldError(reason, {}));
    render(<TableServiceForm ownerId="u1" mode="each" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Table tab: pay at the/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    vi.mocked(saveTableService).mockRejectedValueOnce(fieldError("Something else.", {}, 500));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save the table service.")).toBeInTheDocument();
  });
});
