import { useState } from "react";
import { msg } from "../../domain/messages";
import type { Category, Dish } from "../../domain/menu";
import { moveItem } from "../../domain/menu-order";
import { createDish, deleteDish, saveOrder, setDishAvailable, updateDish } from "../../data/menu-admin";
import { describeError } from "../../data/describe-error";
import { Dialog } from "../../components/ui/dialog";
import { useConfirm } from "../../components/ui/confirm";
import { formatMoney } from "../../domain/money";
import { useOwner } from "../../hooks/use-session";
import { DishForm } from "./dish-form";
import { offeredLanguages } from "../../domain/languages";
import { missingGroupLanguages, missingLanguages } from "../../domain/translations";
import { MissingMark } from "./translation-fields";
import { listPrice } from "../../domain/option-groups";

/** The price as guests read it in the menu: "from 2.20 EUR" for a dish with sizes. */
function guestPrice(d: { price: number; optionGroups?: Parameters<typeof listPrice>[1] }, currency: string): string {
  const shown = listPrice(d.price, d.optionGroups ?? []);
  return `${shown.from ? "from " : ""}${formatMoney(shown.price, currency)}`;
}

/** Dishes column: add form, list with move up/down, edit dialog, Available switch. */
export function DishesColumn({
  ownerId,
  categories,
  dishes,
  onChanged,
  onError,
}: {
  ownerId: string;
  categories: Category[];
  dishes: Dish[];
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const [editing, setEditing] = useState<Dish | null>(null);
  // A failed delete is told inside the edit dialog, where the owner is looking.
  const [deleteError, setDeleteError] = useState("");
  // Bumped when a toggle fails, so the switch remounts showing the stored value again.
  const [failures, setFailures] = useState(0);
  const [confirm, confirmDialog] = useConfirm();
  const [isAddOpen, setAddOpen] = useState(dishes.length === 0);
  const [added, setAdded] = useState("");
  const owner = useOwner();
  const currency = owner?.currency ?? "";
  // The venue's other languages (docs/menu-and-serving-windows.md#menu-languages).
  const languages = offeredLanguages(owner?.menuLanguage, owner?.menuLanguages);
  const codes = languages.map((l) => l.code);
  const missingOf = (d: Dish) =>
    codes.filter(
      (code) =>
        missingLanguages({ title: d.title, description: d.description }, d.translations, [code]).length > 0 ||
        (d.optionGroups ?? []).some((g) => missingGroupLanguages(g, [code]).length > 0),
    );
  const titleOf = new Map(categories.map((c) => [c.id, c.title]));

  async function onMove(d: Dish, dir: -1 | 1) {
    // Dishes move within their own category.
    const siblings = dishes.filter((x) => x.category === d.category);
    try {
      await saveOrder("dishes", moveItem(siblings, d.id, dir));
    } catch (err) {
      onError(msg("dishReorderFailed") + describeError(err));
    }
    onChanged();
  }

  async function onToggle(d: Dish, available: boolean) {
    try {
      await setDishAvailable(d.id, available);
    } catch (err) {
      onError(msg("dishUpdateFailed") + describeError(err));
      setFailures((n) => n + 1);
    }
    onChanged();
  }

  async function onDelete() {
    if (!editing) return;
    if (!(await confirm({ title: `Delete dish ${editing.title}?`, confirmLabel: "Delete" }))) return;
    try {
      await deleteDish(editing.id);
      setEditing(null);
      onChanged();
    } catch (err) {
      setDeleteError(msg("dishDeleteFailed") + describeError(err));
    }
  }

  return (
    <section className="card editor-column" aria-labelledby="dishes-title">
      <h2 id="dishes-title">Dishes</h2>
      {dishes.length === 0 ? (
        <p className="empty">No dishes yet.</p>
      ) : (
        <ul className="editor-list dish-list" aria-label="Dishes">
          {dishes.map((d) => {
            const siblings = dishes.filter((x) => x.category === d.category);
            const pos = siblings.findIndex((x) => x.id === d.id);
            return (
              <li key={d.id} className={d.available ? "" : "sold-out"}>
                {d.photoUrl ? (
                  <img src={d.photoUrl} alt="" width={40} height={40} />
                ) : (
                  <span className="photo-placeholder" aria-hidden="true" />
                )}
                <span className="editor-list-title">
                  {d.title}
                  <small className="muted">
                    {" "}
                    {titleOf.get(d.category) ?? ""} · <span className="nowrap">{guestPrice(d, currency)}</span>
                  </small>{" "}
                  <MissingMark codes={missingOf(d)} />
                </span>
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    key={`${d.available}:${failures}`}
                    defaultChecked={d.available}
                    aria-label={`Available: ${d.title}`}
                    onChange={(e) => onToggle(d, e.target.checked)}
                  />
                  <span>Available</span>
                </label>
                <span className="editor-list-actions">
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Move ${d.title} up`}
                    disabled={pos <= 0}
                    onClick={() => onMove(d, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Move ${d.title} down`}
                    disabled={pos === siblings.length - 1}
                    onClick={() => onMove(d, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Edit dish ${d.title}`}
                    onClick={() => {
                      setDeleteError("");
                      setEditing(d);
                    }}
                  >
                    Edit
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {/* The list first; adding is a section of its own, open while the menu has no dish and kept
          open once opened (so the form stays at hand for the next dish). */}
      <details className="add-dish" open={isAddOpen} onToggle={(e) => setAddOpen(e.currentTarget.open)}>
        <summary>Add dish</summary>
        <DishForm
          languages={languages}
          categories={categories}
          submitLabel="Add dish"
          failure={msg("dishAddFailed")}
          onSubmit={async (input, photo) => {
            await createDish(ownerId, input, dishes.length, photo);
            setAdded(input.title);
            onChanged();
          }}
        />
        {added && (
          <p className="banner banner-success" role="status">
            {msg("dishAdded", { title: added })}
          </p>
        )}
      </details>
      <Dialog open={editing !== null} title="Edit dish" onClose={() => setEditing(null)}>
        {editing && (
          <>
            <DishForm
              languages={languages}
              key={editing.id}
              categories={categories}
              dish={editing}
              submitLabel="Save"
              failure={msg("dishUpdateFailed")}
              onCancel={() => setEditing(null)}
              onSubmit={async (input, photo, removePhoto) => {
                await updateDish(editing.id, input, photo, removePhoto);
                setEditing(null);
                onChanged();
              }}
            />
            <button type="button" className="button danger" onClick={onDelete}>
              Delete dish
            </button>
            {deleteError && (
              <p className="form-error" role="alert">
                {deleteError}
              </p>
            )}
          </>
        )}
      </Dialog>
      {confirmDialog}
    </section>
  );
}
