import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { GroupDraft } from "./group-drafts";
import { GuestChoicesEditor } from "./guest-choices-editor";

function Harness() {
  const [modifiers, setModifiers] = useState<Record<string, number>>({ Bacon: 1.5 });
  const [drafts, setDrafts] = useState<GroupDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <GuestChoicesEditor
      idPrefix="d"
      modifiers={modifiers}
      onModifiers={setModifiers}
      drafts={drafts}
      onDrafts={setDrafts}
      errors={errors}
      onErrors={(p) => setErrors((e) => ({ ...e, ...p }))}
    />
  );
}

describe("GuestChoicesEditor", () => {
  it("lists groups, sizes and extras as one list, with one Add for each kind", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const list = screen.getByRole("list", { name: "Choices for guests" });
    expect(within(list).getByRole("group", { name: "Extras" })).toHaveTextContent("Bacon +1.50");

    // An extra: the spec's fields and checks.
    await user.click(screen.getByRole("button", { name: "Add modifier" }));
    expect(screen.getByText("Modifier name is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Modifier name"), "Cheese");
    await user.type(screen.getByLabelText("Modifier extra"), "1");
    await user.click(screen.getByRole("button", { name: "Add modifier" }));
    expect(within(list).getByRole("group", { name: "Extras" })).toHaveTextContent("Cheese +1.00");

    // Sizes: a new card in the same list, before the extras, its name box focused.
    await user.click(screen.getByRole("radio", { name: "Sizes" }));
    await user.click(screen.getByRole("button", { name: "Add sizes" }));
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("group", { name: "Option group 1" })).toHaveTextContent("Sizes");
    expect(screen.getByLabelText("Group name")).toHaveFocus();
    expect(screen.getByLabelText("Group name")).toHaveValue("Size");

    await user.click(screen.getByRole("button", { name: "Remove modifier Bacon" }));
    expect(within(list).getByRole("group", { name: "Extras" })).not.toHaveTextContent("Bacon");
  });
});
