import { useState } from "react";
import { isLongDescription, shortDescription } from "../../domain/menu";
import { formatMoney } from "../../domain/money";
import { listPrice } from "../../domain/option-groups";
import type { MenuDish } from "../../data/menu";
import { DishTags } from "./dish-tags";
import { DishThumb } from "./dish-thumb";
import { useWords } from "./guest-words";

/**
 * One dish of the menu: photo, title, (truncated) description, price and the + button. Tapping
 * the dish anywhere but a button (or its title, a button for the keyboard) opens it (`onOpen`).
 */
export function DishItem({
  dish,
  currency,
  onAdd,
  onOpen,
}: {
  dish: MenuDish;
  currency: string;
  onAdd: (dish: MenuDish) => void;
  onOpen: (dish: MenuDish) => void;
}) {
  const { t } = useWords();
  const [expanded, setExpanded] = useState(false);
  const isLong = isLongDescription(dish.description);
  // With sizes: "from" the smallest size's price (the base price is not what a guest pays).
  const price = listPrice(dish.price, dish.optionGroups);
  const text = expanded ? dish.description : shortDescription(dish.description);
  return (
    <li
      className="dish"
      onClick={(e) => {
        if (!(e.target as Element).closest("button")) onOpen(dish);
      }}
    >
      <DishThumb dish={dish} size="100x100" />
      <div className="dish-main">
        <h3 className="dish-title">
          <button type="button" className="dish-open" onClick={() => onOpen(dish)}>
            {dish.title}
          </button>
        </h3>
        {dish.description &&
          (isLong ? (
            <button
              type="button"
              className="dish-desc dish-desc-toggle"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {text}
              <span className="visually-hidden">{` ${t(expanded ? "showLess" : "showMore")}`}</span>
            </button>
          ) : (
            <p className="dish-desc">{text}</p>
          ))}
        <DishTags allergens={dish.allergens} dietary={dish.dietary} />
        <p className="dish-price">
          {price.from
            ? t("fromPrice", { price: formatMoney(price.price, currency) })
            : formatMoney(price.price, currency)}
          {dish.normalPrice !== undefined && (
            <>
              {" "}
              <s className="dish-normal-price">
                <span className="visually-hidden">{t("insteadOf")} </span>
                {formatMoney(dish.normalPrice, currency)}
              </s>
              <span className="dish-price-until"> {t("priceUntil", { time: dish.priceUntil ?? "" })}</span>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className="add-button"
        aria-label={t("addDish", { title: dish.title })}
        onClick={() => onAdd(dish)}
      >
        +
      </button>
    </li>
  );
}
