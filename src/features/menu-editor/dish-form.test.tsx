import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldError } from "../../../tests/helpers/field-error";
import { msg } from "../../domain/messages";
import { DishForm } from "./dish-form";

afterEach(() => vi.restoreAllMocks());

const categories = [{ id: "c1", title: "Soups", order: 0 }];

describe("DishForm", () => {
  it("puts the server's field errors under Title and Category, the translated message and the server's on the error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onSubmit = vi.fn(() =>
      Promise.reject(
        fieldError("Failed to create record.", {
          title: "Must be no more than 200 character(s).",
          category: "Failed to find all relation records with the provided ids.",
        }),
      ),
    );
    render(
      <DishForm categories={categories} submitLabel="Add dish" failure={msg("dishAddFailed")} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Soup");
    await user.type(screen.getByLabelText("Price"), "4.5");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "c1");
    await user.click(screen.getByRole("button", { name: "Add dish" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      new RegExp(`^${msg("dishAddFailed")}Failed to create record\\.`),
    );
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Must be no more than 200 character(s).");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
      "Failed to find all relation records with the provided ids.",
    );
    // What was typed stays.
    expect(screen.getByLabelText("Title")).toHaveValue("Soup");
    expect(screen.getByRole("button", { name: "Add dish" })).toBeEnabled();
  });

  it("shows the form's own check under Category before any call", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <DishForm categories={categories} submitLabel="Add dish" failure={msg("dishAddFailed")} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Soup");
    await user.type(screen.getByLabelText("Price"), "4.5");
    await user.click(screen.getByRole("button", { name: "Add dish" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveAttribute("aria-invalid", "true");
  });

  it("edits option groups: a price that is not a number is named before any call; a good group is sent", async () => {
    const onSubmit = vi.fn((_input: unknown) => Promise.resolve());
    render(
      <DishForm categories={categories} submitLabel="Add dish" failure={msg("dishAddFailed")} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Steak");
    await user.type(screen.getByLabelText("Price"), "22");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "c1");
    // One Add for every kind of choice: pick "Option group", and its name box takes the focus.
    await user.click(screen.getByRole("radio", { name: "Option group" }));
    await user.click(screen.getByRole("button", { name: "Add option group" }));
    expect(screen.getByLabelText("Group name")).toHaveFocus();
    await user.type(screen.getByLabelText("Group name"), "Doneness");
    await user.clear(screen.getByLabelText("Min choices"));
    await user.type(screen.getByLabelText("Min choices"), "1");
    await user.type(screen.getByLabelText("Choice 1 of Doneness"), "Rare");
    const price = screen.getByLabelText("Extra price of Rare");
    await user.clear(price);
    await user.click(screen.getByRole("button", { name: "Add dish" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Option group 'Doneness': the price of 'Rare' is not a number.",
    );
    await user.type(price, "0");
    await user.click(screen.getByRole("button", { name: "Add dish" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0][0] as { optionGroups: unknown }).optionGroups).toEqual([
      { name: "Doneness", min: 1, max: 1, choices: [{ name: "Rare", price: 0 }] },
    ]);
  });

  it("gives each offered language a title and description, marks what is missing and sends the rest", async () => {
    const onSubmit = vi.fn((_input: unknown) => Promise.resolve());
    const dish = {
      id: "d1",
      title: "Coffee",
      description: "Fresh",
      price: 3,
      category: "c1",
      order: 0,
      photo: "",
      photoUrl: "",
      timeServed: null,
      modifiers: {},
      available: true,
      allergens: [],
      dietary: [],
      translations: { fr: { title: "Café" } },
    };
    render(
      <DishForm
        categories={categories}
        dish={dish}
        languages={[
          { code: "de", name: "Deutsch" },
          { code: "fr", name: "Français" },
        ]}
        submitLabel="Save"
        failure={msg("dishUpdateFailed")}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    const deTitle = screen.getByLabelText("Title in Deutsch");
    expect(deTitle).toHaveAccessibleDescription("Missing translation: guests see “Coffee”");
    expect(screen.getByLabelText("Title in Français")).toHaveValue("Café");
    expect(screen.getByLabelText("Description in Français")).toHaveAccessibleDescription(/Missing translation/);
    await user.type(deTitle, "Kaffee");
    expect(deTitle).not.toHaveAccessibleDescription(/Missing translation/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0][0] as { translations: unknown }).translations).toEqual({
      de: { title: "Kaffee" },
      fr: { title: "Café" },
    });
  });
});
