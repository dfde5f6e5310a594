import { useLayoutEffect, useRef, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import type { Modifiers } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import { fileUrl } from "../../data/client";
import type { MenuDish } from "../../data/menu";
import { DishTags } from "./dish-tags";
import { listPrice, missingChoice, orderedChoices, type ChosenOptions } from "../../domain/option-groups";
import { OptionGroupFields } from "../../components/option-group-fields";

/**
 * A dish opened (docs/storefront.md#dish-sheet): a large photo (the server's 480x320 thumbnail,
 * never the original upload), the full description, allergens and dietary tags, the extras to tick
 * and Add. Closing it leaves the menu scrolled where it was.
 */
export function DishSheet({
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
  // Option groups (docs/menu-and-serving-windows.md#option-groups): as in the extras modal.
  const [options, setOptions] = useState<ChosenOptions>({});
  const [missing, setMissing] = useState<string | null>(null);
  const groups = dish?.optionGroups ?? [];
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
    setChosen({});
    setOptions({});
    setMissing(null);
    onClose();
  };
  const add = () => {
    if (!dish) return;
    const problem = missingChoice(groups, options);
    if (problem) return setMissing(problem);
    const mods: Modifiers = {};
    for (const [name, price] of Object.entries(dish.modifiers)) if (chosen[name]) mods[name] = price;
    const picked = orderedChoices(groups, options);
    setChosen({});
    setOptions({});
    setMissing(null);
    if (Object.keys(picked).length) onAdd(dish, mods, picked);
    else onAdd(dish, mods);
  };
  const extras = dish ? Object.entries(dish.modifiers) : [];
  return (
    <Dialog
      open={isOpen}
      title={dish?.title ?? ""}
      onClose={close}
      className="dish-sheet"
      actions={
        <button type="button" className="button" onClick={add}>
          Add to order
        </button>
      }
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
            {(listPrice(dish.price, groups).from ? "from " : "") +
              formatMoney(listPrice(dish.price, groups).price, currency)}
          </p>
          {dish.description && <p className="dish-sheet-desc">{dish.description}</p>}
          <DishTags allergens={dish.allergens} dietary={dish.dietary} />
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
          {extras.length > 0 && (
            <fieldset className="modifiers">
              <legend>Extras</legend>
              {extras.map(([name, price]) => (
                <label key={name} className="modifier">
                  <input
                    type="checkbox"
                    checked={!!chosen[name]}
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
        </>
      )}
    </Dialog>
  );
}
