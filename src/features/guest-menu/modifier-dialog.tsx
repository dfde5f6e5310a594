import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import type { MenuDish } from "../../data/menu";
import type { ChosenOptions } from "../../domain/option-groups";
import { useDishChoices } from "./use-dish-choices";
import { DishChoiceFields } from "./dish-choice-fields";

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
  const choices = useDishChoices(dish, onAdd);
  const close = () => {
    choices.reset();
    onClose();
  };
  const add = choices.add;
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
      {dish && <DishChoiceFields dish={dish} currency={currency} choices={choices} />}
    </Dialog>
  );
}
