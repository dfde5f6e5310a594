import { useState } from "react";
import type { Modifiers } from "../../domain/cart";
import type { MenuDish } from "../../data/menu";
import { missingChoice, orderedChoices, type ChosenOptions } from "../../domain/option-groups";

/**
 * What a guest picks for one dish before adding it (the extras modal and the dish sheet): the
 * ticked extras, the option groups' choices, and what a required group still misses
 * (docs/menu-and-serving-windows.md#option-groups).
 */
export function useDishChoices(
  dish: MenuDish | null,
  onAdd: (dish: MenuDish, modifiers: Modifiers, options?: ChosenOptions) => void,
) {
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [options, setOptions] = useState<ChosenOptions>({});
  const [missing, setMissing] = useState<string | null>(null);
  const groups = dish?.optionGroups ?? [];
  const reset = () => {
    setChosen({});
    setOptions({});
    setMissing(null);
  };
  /** Adds the dish with the ticked extras (none when `withExtras` is false), or says what is missing. */
  const add = (withExtras: boolean) => {
    if (!dish) return;
    const problem = missingChoice(groups, options);
    if (problem) {
      setMissing(problem);
      return;
    }
    // Keyed by the venue's extra names: no prototype, and only the guest's own choices count.
    const mods: Modifiers = Object.create(null);
    if (withExtras)
      for (const [name, price] of Object.entries(dish.modifiers))
        if (Object.hasOwn(chosen, name) && chosen[name]) mods[name] = price;
    const picked = orderedChoices(groups, options);
    reset();
    if (Object.keys(picked).length) onAdd(dish, mods, picked);
    else onAdd(dish, mods);
  };
  return {
    groups,
    missing,
    options,
    /** Sets the group choices; a new choice clears the "missing" message. */
    choose: (next: ChosenOptions) => {
      setOptions(next);
      setMissing(null);
    },
    isTicked: (name: string) => Object.hasOwn(chosen, name) && chosen[name],
    tick: (name: string, on: boolean) => setChosen((c) => ({ ...c, [name]: on })),
    reset,
    add,
  };
}
