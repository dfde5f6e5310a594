import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import type { MenuDish } from "../../data/menu";
import type { ChosenOptions } from "../../domain/option-groups";
import { useDishChoices } from "./use-dish-choices";
import { DishChoiceFields } from "./dish-choice-fields";
import { DishAddBar, MissingChoiceAlert } from "./dish-add-bar";
import { useWords } from "./guest-words";

/**
 * Choose a dish's extras (docs/ordering.md#the-guest-cart) and its option groups
 * (docs/menu-and-serving-windows.md#option-groups) before adding it. A dish with extras only gets
 * the spec's three buttons; a dish with option groups (sizes, a doneness) one Add with the
 * quantity and the running price. A dish with a required group is not added until it is chosen:
 * the modal says what is missing by the buttons and scrolls to the group.
 */
export function ModifierDialog({
  dish,
  currency,
  onAdd,
  onClose,
}: {
  dish: MenuDish | null;
  currency: string;
  onAdd: (dish: MenuDish, modifiers: Modifiers, options?: ChosenOptions, count?: number) => void;
  onClose: () => void;
}) {
  const { t } = useWords();
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
      closeLabel={t("close")}
      actions={
        dish && choices.groups.length > 0 ? (
          <DishAddBar dish={dish} currency={currency} choices={choices} />
        ) : (
          <>
            {/* The spec's modal: all three choices are always offered: the first two add the dish
                without extras, 'Add to order' adds it with the ticked extras (none ticked: the basic dish). */}
            <MissingChoiceAlert choices={choices} />
            <button type="button" className="button secondary" onClick={() => add(false)}>
              {t("addWithoutExtras")}
            </button>
            <button type="button" className="button secondary" onClick={() => add(false)}>
              {t("addBasicDish")}
            </button>
            <button type="button" className="button" onClick={() => add(true)}>
              {t("addToOrder")}
            </button>
          </>
        )
      }
    >
      {dish && <DishChoiceFields dish={dish} currency={currency} choices={choices} />}
    </Dialog>
  );
}
