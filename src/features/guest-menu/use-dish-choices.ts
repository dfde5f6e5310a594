import { useState } from "react";
import { MAX_COUNT, unitPrice, type Modifiers } from "../../domain/cart";
import { orderTotal } from "../../domain/money";
import type { MenuDish } from "../../data/menu";
import {
  firstMissingChoice,
  listPrice,
  orderedChoices,
  picks,
  type ChosenOptions,
  type MissingChoice,
} from "../../domain/option-groups";

/**
 * What a guest picks for one dish before adding it (the extras modal and the dish sheet): the
 * ticked extras, the option groups' choices, how many, the running price, and what a required
 * group still misses (docs/menu-and-serving-windows.md#option-groups).
 */
export function useDishChoices(
  dish: MenuDish | null,
  onAdd: (dish: MenuDish, modifiers: Modifiers, options?: ChosenOptions, count?: number) => void,
) {
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [options, setOptions] = useState<ChosenOptions>({});
  // The group still missing, and how many times Add found it missing (each time it is shown again).
  const [missing, setMissing] = useState<{ choice: MissingChoice; attempt: number } | null>(null);
  const [count, setCount] = useState(1);
  const groups = dish?.optionGroups ?? [];
  const reset = () => {
    setChosen({});
    setOptions({});
    setMissing(null);
    setCount(1);
  };
  /** The ticked extras (none when `withExtras` is false); keyed by the venue's names, no prototype. */
  const extrasOf = (withExtras: boolean): Modifiers => {
    const mods: Modifiers = Object.create(null);
    if (dish && withExtras)
      for (const [name, price] of Object.entries(dish.modifiers))
        if (Object.hasOwn(chosen, name) && chosen[name]) mods[name] = price;
    return mods;
  };
  /** Adds the dish (`count` of it) with the ticked extras (none when `withExtras` is false), or says what is missing. */
  const add = (withExtras: boolean) => {
    if (!dish) return;
    const problem = firstMissingChoice(groups, options);
    if (problem) {
      setMissing((m) => ({ choice: problem, attempt: (m?.attempt ?? 0) + 1 }));
      return;
    }
    const mods = extrasOf(withExtras);
    const picked = orderedChoices(groups, options);
    const n = count;
    reset();
    const hasPicked = Object.keys(picked).length > 0;
    if (n > 1) onAdd(dish, mods, hasPicked ? picked : undefined, n);
    else if (hasPicked) onAdd(dish, mods, picked);
    else onAdd(dish, mods);
  };
  // What Add adds now: the dish with its choices so far, times the count (the server prices it again).
  // A size not chosen yet: "from" the smallest size's price, as the menu lists it.
  const isFrom = groups.some((g) => g.size && picks(options, g.name).length === 0);
  const base = dish && isFrom ? { ...dish, price: listPrice(dish.price, groups).price } : dish;
  const unit = base
    ? unitPrice({ key: "", dish: base, modifiers: extrasOf(true), options: orderedChoices(groups, options), count: 1 })
    : 0;
  return {
    groups,
    missing: missing?.choice ?? null,
    /** Changes each time Add finds a choice missing (the modal scrolls to it again). */
    missingAttempt: missing?.attempt ?? 0,
    options,
    count,
    total: orderTotal([{ price: unit, count }]),
    /** The total is a "from" price (a size is still to choose). */
    isFrom,
    /** Sets the group choices; a new choice clears the "missing" message. */
    choose: (next: ChosenOptions) => {
      setOptions(next);
      setMissing(null);
    },
    setCount: (n: number) => setCount(Math.max(1, Math.min(MAX_COUNT, n))),
    isTicked: (name: string) => Object.hasOwn(chosen, name) && chosen[name],
    tick: (name: string, on: boolean) => setChosen((c) => ({ ...c, [name]: on })),
    reset,
    add,
  };
}
