import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "./dialog";
import { useConfirm } from "./confirm";

function Page() {
  const [open, setOpen] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog open={open} title="Edit" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => void confirm({ title: "Sure?", confirmLabel: "Delete" })}>
          Delete
        </button>
      </Dialog>
      {confirmDialog}
    </main>
  );
}

describe("Dialog", () => {
  it("hides the page behind an open modal from role queries, and shows it again on close", async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    // Only the dialog's own "Delete" is left: the page's button of the same name is hidden.
    const inEdit = screen.getByRole("button", { name: "Delete" });
    expect(screen.getByRole("dialog", { name: "Edit" })).toContainElement(inEdit);

    await user.click(inEdit);
    // A confirmation on top hides the dialog under it too.
    const inConfirm = screen.getByRole("button", { name: "Delete" });
    expect(screen.getByRole("dialog", { name: "Sure?" })).toContainElement(inConfirm);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Delete" })).toBe(inEdit);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Delete" })).toHaveLength(1);
  });
});
