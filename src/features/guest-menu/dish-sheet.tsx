import { useLayoutEffect, useRef } from "react";
import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import { fileUrl } from "../../data/api-url";
import type { MenuDish } from "../../data/menu";
import { DishTags } from "./dish-tags";
import { listPrice, type ChosenOptions } from "../../domain/option-groups";
import { useDishChoices } from "./use-dish-choices";
import { DishChoiceFields } from "./dish-choice-fields";
import { DishAddBar } from "./dish-add-bar";
import { useWords } from "./guest-words";

/**
 * A dish opened (docs/storefront.md#dish-sheet): a large photo (the server's 480x320 thumbnail,
 * never the original upload), the full description, allergens and dietary tags, the extras to tick
 * and one Add with the quantity and the running price. Closing it leaves the menu scrolled where
 * it was.
 */
export function DishSheet({
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
  // Extras and option groups (docs/menu-and-serving-windows.md#option-groups): as in the extras modal.
  const choices = useDishChoices(dish, onAdd);
  const list = dish ? listPrice(dish.price, choices.groups) : null;
  const scrollY = useRef(0);
  const isOpen = dish !== null;
  // Where the menu was when the sheet opened; put back once it closes (focus returning to the
  // dish, or a phone's keyboard, must not leave the guest elsewhere in a long menu).
  useLayoutEffect(() => {
    if (!isOpen) return;
    scrollY.current = window.scrollY;
    return () => {
      const y = scrollY.current;
      requestAnimationFrame(() => {
        if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: "instant" });
      });
    };
  }, [isOpen]);
  const close = () => {
    choices.reset();
    onClose();
  };
  return (
    <Dialog
      open={isOpen}
      title={dish?.title ?? ""}
      onClose={close}
      className="dish-sheet"
      closeLabel={t("close")}
      actions={dish && <DishAddBar dish={dish} currency={currency} choices={choices} />}
    >
      {dish && (
        <>
          {dish.photo && (
            <img
              className="dish-sheet-photo"
              src={fileUrl(dish, dish.photo, "480x320")}
              alt=""
              width={480}
              height={320}
              decoding="async"
            />
          )}
          <p className="dish-sheet-price">
            {list!.from
              ? t("fromPrice", { price: formatMoney(list!.price, currency) })
              : formatMoney(list!.price, currency)}
          </p>
          {dish.description && <p className="dish-sheet-desc">{dish.description}</p>}
          <DishTags allergens={dish.allergens} dietary={dish.dietary} />
          <DishChoiceFields dish={dish} currency={currency} choices={choices} />
        </>
      )}
    </Dialog>
  );
}
