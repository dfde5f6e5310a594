import { useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import type { Category } from "../../domain/menu";
import { moveItem } from "../../domain/menu-order";
import { validateCategoryTitle } from "../../domain/validation";
import { createCategory, deleteCategory, renameCategory, saveOrder } from "../../data/menu-admin";
import { describeError } from "../../data/describe-error";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { useConfirm } from "../../components/ui/confirm";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import type { Language } from "../../domain/languages";
import { cleanTranslations, missingLanguages, type Translations } from "../../domain/translations";
import { MissingMark, TranslationFields } from "./translation-fields";

const FIELDS = ["title"];

/** Categories column: add form, list with move up/down, edit dialog with save/delete/cancel. */
export function CategoriesColumn({
  ownerId,
  categories,
  onChanged,
  onError,
  languages = [],
}: {
  ownerId: string;
  categories: Category[];
  /** The venue's other languages: each category gets its title in each. */
  languages?: readonly Language[];
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const add = useSubmitStatus(FIELDS);
  const [editing, setEditing] = useState<Category | null>(null);
  const [translations, setTranslations] = useState<Translations>({});
  const [baseTitle, setBaseTitle] = useState("");
  const codes = languages.map((l) => l.code);
  const edit = useSubmitStatus(FIELDS);
  // The failure text (a translated message and the server's) shows under the title, as its validation does.
  const addError = add.error || add.fieldErrors.title;
  const editError = edit.error || edit.fieldErrors.title;
  const [confirm, confirmDialog] = useConfirm();

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = validateCategoryTitle(new FormData(form).get("title"));
    add.clear();
    if (!res.ok) return add.setFieldErrors(res.errors);
    const isAdded = await add.submit(() => createCategory(ownerId, res.value, categories.length), {
      failure: (_, err) => msg("categoryAddFailed") + describeError(err),
    });
    if (!isAdded) return;
    form.reset();
    onChanged();
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
    edit.clear();
    if (!res.ok) return edit.setFieldErrors(res.errors);
    const id = editing.id;
    // Translations go with the title once the venue offers languages (or the category has some).
    const tr = languages.length || editing.translations ? cleanTranslations(translations) : undefined;
    const isSaved = await edit.submit(() => renameCategory(id, res.value, tr), {
      failure: (_, err) => msg("categoryUpdateFailed") + describeError(err),
    });
    if (!isSaved) return;
    setEditing(null);
    onChanged();
  }

  async function onDelete() {
    if (!editing) return;
    const ok = await confirm({ title: `Delete category ${editing.title}?`, confirmLabel: "Delete" });
    if (!ok) return;
    const id = editing.id;
    const isDeleted = await edit.submit(() => deleteCategory(id), {
      failure: (_, err) => msg("categoryDeleteFailed") + describeError(err),
    });
    if (!isDeleted) return;
    setEditing(null);
    onChanged();
  }

  return (
    <section className="card editor-column" aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <form onSubmit={onAdd} noValidate aria-label="Add category">
        <Field label="Category title" name="title" required maxLength={100} error={addError} onChange={add.clear} />
        <button type="submit" className="button" disabled={add.isBusy}>
          Add category
        </button>
      </form>
      {categories.length === 0 ? (
        <p className="empty">No categories yet.</p>
      ) : (
        <ul className="editor-list" aria-label="Categories">
          {categories.map((c, i) => (
            <li key={c.id}>
              <span className="editor-list-title">
                {c.title} <MissingMark codes={missingLanguages({ title: c.title }, c.translations, codes)} />
              </span>
              <span className="editor-list-actions">
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Move ${c.title} up`}
                  disabled={i === 0}
                  onClick={() => onMove(c, -1)}
                >
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
                    edit.clear();
                    setTranslations(c.translations ?? {});
                    setBaseTitle(c.title);
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
            <Field
              label="Category title"
              name="title"
              defaultValue={editing.title}
              required
              maxLength={100}
              error={editError}
              onChange={(e) => setBaseTitle(e.target.value)}
            />
            <TranslationFields
              idPrefix={`category-${editing.id}`}
              languages={languages}
              fields={[{ key: "title", label: "Category title", maxLength: 100, base: baseTitle }]}
              value={translations}
              onChange={setTranslations}
            />
            <div className="dialog-actions-inline">
              <button type="button" className="button danger" onClick={onDelete}>
                Delete
              </button>
              <button type="button" className="button secondary" onClick={() => setEditing(null)}>
                Cancel
              </button>
              <button type="submit" className="button" disabled={edit.isBusy}>
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
