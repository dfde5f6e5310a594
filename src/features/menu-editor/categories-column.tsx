import { useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import { moveItem, type Category } from "../../domain/menu";
import { validateCategoryTitle } from "../../domain/validation";
import { createCategory, deleteCategory, renameCategory, saveOrder } from "../../data/menu-admin";
import { describeError } from "../../data/errors";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { useConfirm } from "../../components/ui/confirm";

/** Categories column: add form, list with move up/down, edit dialog with save/delete/cancel. */
export function CategoriesColumn({
  ownerId,
  categories,
  onChanged,
  onError,
}: {
  ownerId: string;
  categories: Category[];
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const [addError, setAddError] = useState("");
  const [editing, setEditing] = useState<Category | null>(null);
  const [editError, setEditError] = useState("");
  const [confirm, confirmDialog] = useConfirm();

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = validateCategoryTitle(new FormData(form).get("title"));
    if (!res.ok) return setAddError(res.errors.title);
    try {
      await createCategory(ownerId, res.value, categories.length);
      setAddError("");
      form.reset();
      onChanged();
    } catch (err) {
      setAddError(msg("categoryAddFailed") + describeError(err));
    }
  }

  async function onMove(c: Category, dir: -1 | 1) {
    try {
      await saveOrder("categories", moveItem(categories, c.id, dir));
    } catch (err) {
      onError(msg("categoryReorderFailed") + describeError(err));
    }
    onChanged();
  }

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!editing) return;
    const res = validateCategoryTitle(new FormData(e.currentTarget).get("title"));
    if (!res.ok) return setEditError(res.errors.title);
    try {
      await renameCategory(editing.id, res.value);
      setEditing(null);
      onChanged();
    } catch (err) {
      setEditError(msg("categoryUpdateFailed") + describeError(err));
    }
  }

  async function onDelete() {
    if (!editing) return;
    const ok = await confirm({ title: `Delete category ${editing.title}?`, confirmLabel: "Delete" });
    if (!ok) return;
    try {
      await deleteCategory(editing.id);
      setEditing(null);
      onChanged();
    } catch (err) {
      setEditError(msg("categoryDeleteFailed") + describeError(err));
    }
  }

  return (
    <section className="card editor-column" aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <form onSubmit={onAdd} noValidate aria-label="Add category">
        <Field label="Category title" name="title" required maxLength={100} error={addError} onChange={() => setAddError("")} />
        <button type="submit" className="button">
          Add category
        </button>
      </form>
      {categories.length === 0 ? (
        <p className="empty">No categories yet.</p>
      ) : (
        <ul className="editor-list" aria-label="Categories">
          {categories.map((c, i) => (
            <li key={c.id}>
              <span className="editor-list-title">{c.title}</span>
              <span className="editor-list-actions">
                <button type="button" className="button secondary small" aria-label={`Move ${c.title} up`} disabled={i === 0} onClick={() => onMove(c, -1)}>
                  ↑
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Move ${c.title} down`}
                  disabled={i === categories.length - 1}
                  onClick={() => onMove(c, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button small"
                  aria-label={`Edit category ${c.title}`}
                  onClick={() => {
                    setEditError("");
                    setEditing(c);
                  }}
                >
                  Edit
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} title="Edit category" onClose={() => setEditing(null)}>
        {editing && (
          <form onSubmit={onSave} noValidate>
            <Field label="Category title" name="title" defaultValue={editing.title} required maxLength={100} error={editError} />
            <div className="dialog-actions-inline">
              <button type="button" className="button danger" onClick={onDelete}>
                Delete
              </button>
              <button type="button" className="button secondary" onClick={() => setEditing(null)}>
                Cancel
              </button>
              <button type="submit" className="button">
                Save
              </button>
            </div>
          </form>
        )}
      </Dialog>
      {confirmDialog}
    </section>
  );
}
