import { useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import type { MenuDish } from "../../data/menu";
import { missingChoice, orderedChoices, type ChosenOptions } from "../../domain/option-groups";
import { OptionGroupFields } from "../../components/option-group-fields";

/**
 * Choose a dish's extras (docs/ordering.md#the-guest-cart) and its option groups
 * (docs/menu-and-serving-windows.md#option-groups) before adding it. The group choices go with
 * every button; a dish with a required group is not added until it is chosen: the modal says what
 * is missing.
 */
export function ModifierDialog({
  dish,
  currency,
  onAdd,
  onClose,
}: {
  dish: MenuDish | null;
  currency: string;
  onAdd: (dish: MenuDish, modifiers: Modifiers, options?: ChosenOptions) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [options, setOptions] = useState<ChosenOptions>({});
  const [missing, setMissing] = useState<string | null>(null);
  const groups = dish?.optionGroups ?? [];
  const reset = () => {
    setChosen({});
    setOptions({});
    setMissing(null);
  };
  const close = () => {
    reset();
    onClose();
  };
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
  const hasExtras = dish !== null && Object.keys(dish.modifiers).length > 0;
  return (
    <Dialog
      open={dish !== null}
      title={dish?.title ?? ""}
      onClose={close}
      actions={
        <>
          {/* All three choices are always offered: the first two add the dish without extras,
              'Add to order' adds it with the ticked extras (none ticked: the basic dish). */}
          <button type="button" className="button secondary" onClick={() => add(false)}>
            Add without extras
          </button>
          <button type="button" className="button secondary" onClick={() => add(false)}>
            Add basic dish
          </button>
          <button type="button" className="button" onClick={() => add(true)}>
            Add to order
          </button>
        </>
      }
    >
      {groups.length > 0 && (
        <OptionGroupFields
          groups={groups}
          chosen={options}
          currency={currency}
          onChange={(next) => {
            setOptions(next);
            setMissing(null);
          }}
        />
      )}
      {hasExtras && (
        <fieldset className="modifiers">
          <legend>Extras</legend>
          {Object.entries(dish!.modifiers).map(([name, price]) => (
            <label key={name} className="modifier">
              <input
                type="checkbox"
                checked={Object.hasOwn(chosen, name) && chosen[name]}
                onChange={(e) => setChosen((c) => ({ ...c, [name]: e.target.checked }))}
              />
              <span>{name}</span>
              <span className="modifier-price">+{formatMoney(price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {missing && (
        <p className="form-error" role="alert">
          {missing}
        </p>
      )}
    </Dialog>
  );
}
