import { useState, type ReactNode } from "react";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { addDishLine, changeLineCount, type DishOption, type Order, type OrderLine } from "../../domain/orders";
import { formatMoney, lineAmount, orderTotal } from "../../domain/money";
import { msg } from "../../domain/messages";
import { listDishOptions } from "../../data/orders";
import { useLoad } from "../../hooks/use-load";
import { useNow } from "../../hooks/use-now";
import { useOwner } from "../../hooks/use-session";
import { isServedAt, minutesOfDay } from "../../domain/serving";
import { ExtrasPicker } from "./extras-picker";
import { DishGrid } from "./dish-grid";
import { OptionGroupFields } from "../../components/option-group-fields";
import { missingChoice, orderedChoices, type ChosenOptions } from "../../domain/option-groups";

/** A line's name for its buttons: the title, plus its extras when it has any ('Soup + Bread'). */
function lineName(l: OrderLine): string {
  const extras = Object.keys(l.modifiers);
  return extras.length ? `${l.title} + ${extras.join(", ")}` : l.title;
}

interface Props {
  order: Order;
  ownerId: string;
  currency: string;
  onCancel: () => void;
  /** Saves the lines; rejects to keep the dialog open with what was chosen. */
  onSave: (lines: OrderLine[]) => Promise<void>;
  /** Staff order entry reuses this editor: its own title, fields above the dish picker, an error. */
  title?: string;
  children?: ReactNode;
  error?: string;
  /** New orders only: dishes sold out or outside their serving window cannot be chosen (the
   * server refuses them); an edit may still add them. */
  isServableOnly?: boolean;
  /** "grid": the dishes as tiles by category with a search (staff order entry); else the spec's dropdown. */
  dishPicker?: "select" | "grid";
}

/**
 * Edit modal (docs/ordering.md#edit-order): dish dropdown + Add, lines with minus/plus, total, Cancel, Save.
 */
export function EditOrderDialog({
  order,
  ownerId,
  currency,
  onCancel,
  onSave,
  title,
  children,
  error,
  isServableOnly = false,
  dishPicker = "select",
}: Props) {
  const [lines, setLines] = useState<OrderLine[]>(order.items);
  const dishList = useLoad<DishOption[]>(() => listDishOptions(ownerId), ownerId);
  const dishes = dishList.data ?? null;
  const [chosen, setChosen] = useState("");
  const [extras, setExtras] = useState<string[]>([]);
  // Option groups of the chosen dish (docs/menu-and-serving-windows.md#option-groups).
  const [options, setOptions] = useState<ChosenOptions>({});
  const [missing, setMissing] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const dish = dishes?.find((d) => d.id === chosen);
  // The server refuses sold-out dishes and dishes outside their serving window (venue time): say
  // so in the list, before the choice, instead of on Save.
  const timeZone = useOwner()?.timeZone;
  const minutes = minutesOfDay(useNow(), timeZone || undefined);
  const unavailable = (d: DishOption) =>
    !isServableOnly
      ? ""
      : d.available === false
        ? "sold out"
        : !isServedAt(d.timeServed, minutes)
          ? "not served now"
          : "";
  const addChosen = () => {
    if (!dish) return;
    const groups = dish.optionGroups ?? [];
    const problem = missingChoice(groups, options);
    setMissing(problem);
    if (!problem) setLines(addDishLine(lines, dish, extras, orderedChoices(groups, options)));
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(lines);
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={title ?? `Edit order: table ${order.tableSlug}`}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={save} disabled={isSaving}>
            {isSaving ? "Saving..." : "Save"}
          </button>
        </>
      }
    >
      {children}
      {dishPicker === "grid" && dishes !== null && (
        <DishGrid
          dishes={dishes}
          currency={currency}
          chosenId={chosen}
          unavailable={unavailable}
          onPick={(d) => {
            setExtras([]);
            setOptions({});
            setMissing(null);
            // Nothing to choose: it goes straight into the order, as a till does.
            const hasChoices = Object.keys(d.modifiers ?? {}).length > 0 || (d.optionGroups ?? []).length > 0;
            if (hasChoices) setChosen(d.id);
            else {
              setChosen("");
              setLines(addDishLine(lines, d));
            }
          }}
        />
      )}
      {dishPicker === "grid" && dishes === null && !dishList.hasFailed && <p className="muted">Loading dishes...</p>}
      {dishPicker === "select" && (
        <div className="edit-add">
          <Field
            as="select"
            label="Dish"
            className="input"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              setExtras([]);
              setOptions({});
              setMissing(null);
            }}
          >
            <option value="">
              {dishes === null
                ? dishList.hasFailed
                  ? "Dishes could not be loaded"
                  : "Loading dishes..."
                : "Choose a dish"}
            </option>
            {/* The option text is the dish title alone, so a dish is chosen by its title; a dish the
              server would refuse now is named so, and cannot be chosen. */}
            {dishes?.map((d) => {
              const why = unavailable(d);
              return (
                <option key={d.id} value={d.id} disabled={!!why}>
                  {why ? `${d.title} (${why})` : d.title}
                </option>
              );
            })}
          </Field>
          <button type="button" className="button" disabled={!dish} onClick={addChosen}>
            Add
          </button>
        </div>
      )}
      {dishList.hasFailed && <LoadError onRetry={dishList.reload}>{msg("dishesLoadFailed")}</LoadError>}
      {dish?.optionGroups && (
        <div className="edit-option-groups">
          <OptionGroupFields
            groups={dish.optionGroups}
            chosen={options}
            currency={currency}
            onChange={(next) => {
              setOptions(next);
              setMissing(null);
            }}
          />
        </div>
      )}
      {dish && <ExtrasPicker dish={dish} chosen={extras} currency={currency} onChange={setExtras} />}
      {dishPicker === "grid" && dish && (
        <button type="button" className="button edit-add-chosen" onClick={addChosen}>
          Add {dish.title}
        </button>
      )}
      {missing && (
        <p className="form-error" role="alert">
          {missing}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="empty">No lines in this order.</p>
      ) : (
        <ul className="edit-lines">
          {lines.map((l) => (
            <li key={l.dishId}>
              <span className="edit-line-title">
                {l.title} × {l.count}
                {Object.keys(l.modifiers).length > 0 && (
                  <small className="order-line-extras">+ {Object.keys(l.modifiers).join(", ")}</small>
                )}
              </span>
              <span>{formatMoney(lineAmount(l), currency)}</span>
              <span className="edit-line-buttons">
                <button
                  type="button"
                  className="button small secondary"
                  aria-label={`- One less ${lineName(l)}`}
                  onClick={() => setLines(changeLineCount(lines, l.dishId, -1))}
                >
                  −
                </button>
                <button
                  type="button"
                  className="button small secondary"
                  aria-label={`+ One more ${lineName(l)}`}
                  onClick={() => setLines(changeLineCount(lines, l.dishId, 1))}
                >
                  +
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="order-total">
        <span>Total</span> <strong data-testid="edit-total">{formatMoney(orderTotal(lines), currency)}</strong>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
