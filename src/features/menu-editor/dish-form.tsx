import { useState, type FormEvent } from "react";
import type { Category, Dish, DishInput } from "../../domain/menu";
import { validateDish } from "../../domain/validation";
import { describeError } from "../../data/describe-error";
import { Field } from "../../components/ui/field";
import { formatMoney } from "../../domain/money";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { TagCheckboxes } from "./tag-checkboxes";
import { groupsProblem } from "../../domain/option-group-rules";
import { fromDrafts, toDrafts, type GroupDraft } from "./group-drafts";
import { GuestChoicesEditor } from "./guest-choices-editor";
import { listPrice } from "../../domain/option-groups";
import type { Language } from "../../domain/languages";
import { cleanTranslations, type Translations } from "../../domain/translations";
import { TranslationFields } from "./translation-fields";

// The dish's field names on the server; each of their errors shows under that field.
const FIELDS = ["title", "description", "price", "category", "timeServed", "photo", "optionGroups", "translations"];

/** Under the price of a dish with sizes: what guests see instead ("from" the smallest size). */
function sizeHint(groups: GroupDraft[]): string | undefined {
  const sizes = fromDrafts(groups.filter((g) => g.size)).map((g) => ({
    ...g,
    choices: g.choices.filter((c) => Number.isFinite(c.price)),
  }));
  const shown = listPrice(0, sizes);
  return shown.from
    ? `Guests see "from ${formatMoney(shown.price, "")}": a size's price replaces this one.`
    : undefined;
}

/**
 * Dish form for add and edit: title, description, price (step 0.01), category, photo,
 * serving time from/to, modifiers (name + extra price). Keeps what was typed on failure.
 */
export function DishForm({
  categories,
  dish,
  submitLabel,
  failure,
  onSubmit,
  onCancel,
  languages = [],
}: {
  categories: Category[];
  dish?: Dish;
  /** The venue's other languages: the dish gets its title and description in each. */
  languages?: readonly Language[];
  submitLabel: string;
  /** The failure's translated message; the server's message follows it. */
  failure: string;
  /** Saves the dish; rejects with the server's error (the add form clears on success). */
  onSubmit: (input: DishInput, photo: File | null, removePhoto: boolean) => Promise<void>;
  onCancel?: () => void;
}) {
  const [modifiers, setModifiers] = useState<Record<string, number>>(dish?.modifiers ?? {});
  const [groups, setGroups] = useState(() => toDrafts(dish?.optionGroups));
  const [translations, setTranslations] = useState<Translations>(dish?.translations ?? {});
  // The default language's texts as typed, for the "Missing translation" marks.
  const [base, setBase] = useState({ title: dish?.title ?? "", description: dish?.description ?? "" });
  const {
    error: formError,
    fieldErrors: errors,
    setFieldErrors: setErrors,
    isBusy: busy,
    submit: send,
  } = useSubmitStatus(FIELDS);
  const [removePhoto, setRemovePhoto] = useState(false);
  const idp = dish ? `dish-${dish.id}` : "dish-new";

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validateDish({
      title: fd.get("title"),
      description: fd.get("description"),
      price: fd.get("price"),
      category: fd.get("category"),
      servedFrom: fd.get("servedFrom"),
      servedTo: fd.get("servedTo"),
      modifiers,
      allergens: fd.getAll("allergens"),
      dietary: fd.getAll("dietary"),
    });
    if (!res.ok) return setErrors(res.errors);
    const optionGroups = fromDrafts(groups);
    const problem = groupsProblem(optionGroups);
    if (problem) return setErrors({ optionGroups: problem });
    // A dish that never had groups sends none: its record stays exactly as before.
    if (optionGroups.length || dish?.optionGroups) res.value.optionGroups = optionGroups;
    // Likewise translations: only sent once the venue offers languages or the dish has some.
    if (languages.length || dish?.translations) res.value.translations = cleanTranslations(translations) ?? {};
    const file = fd.get("photo");
    const photo = file instanceof File && file.size > 0 ? file : null;
    const isSaved = await send(() => onSubmit(res.value, photo, removePhoto), {
      failure: (_, err) => failure + describeError(err),
    });
    if (isSaved && !dish) {
      form.reset();
      setModifiers({});
      setGroups([]);
      setTranslations({});
      setBase({ title: "", description: "" });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={dish ? "Edit dish" : "Add dish"} className="dish-form">
      <Field
        id={`${idp}-title`}
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={dish?.title}
        error={errors.title}
        onChange={(e) => setBase((b) => ({ ...b, title: e.target.value }))}
      />
      <Field
        as="textarea"
        id={`${idp}-description`}
        label="Description"
        name="description"
        maxLength={2000}
        rows={3}
        defaultValue={dish?.description}
        error={errors.description}
        onChange={(e) => setBase((b) => ({ ...b, description: e.target.value }))}
      />
      <Field
        id={`${idp}-price`}
        label="Price"
        name="price"
        type="number"
        step="0.01"
        min={0}
        required
        defaultValue={dish?.price}
        error={errors.price}
        hint={sizeHint(groups)}
      />
      <Field
        as="select"
        id={`${idp}-category`}
        label="Category"
        name="category"
        required
        defaultValue={dish?.category ?? ""}
        error={errors.category}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </Field>
      <Field id={`${idp}-photo`} label="Photo" name="photo" type="file" accept="image/*" error={errors.photo} />
      {dish?.photo && (
        <label className="inline-check">
          <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} /> Remove
          photo
        </label>
      )}
      <fieldset className="time-window">
        <legend>Serving time</legend>
        <Field id={`${idp}-from`} label="From" name="servedFrom" type="time" defaultValue={dish?.timeServed?.from} />
        <Field
          id={`${idp}-to`}
          label="To"
          name="servedTo"
          type="time"
          defaultValue={dish?.timeServed?.to}
          error={errors.timeServed}
        />
      </fieldset>
      {/* One list of everything a guest chooses on a dish: the option groups and the spec's extras
          (stored as the dish's modifiers: its export file and order line keys unchanged). */}
      <GuestChoicesEditor
        idPrefix={idp}
        modifiers={modifiers}
        onModifiers={setModifiers}
        drafts={groups}
        onDrafts={setGroups}
        groupsError={errors.optionGroups}
        errors={errors}
        onErrors={(patch) => setErrors((e) => ({ ...e, ...patch }))}
        languages={languages}
      />
      <TranslationFields
        idPrefix={idp}
        languages={languages}
        fields={[
          { key: "title", label: "Title", maxLength: 200, base: base.title },
          { key: "description", label: "Description", maxLength: 2000, base: base.description, multiline: true },
        ]}
        value={translations}
        onChange={setTranslations}
      />
      {errors.translations && (
        <p className="form-error" role="alert">
          {errors.translations}
        </p>
      )}
      <TagCheckboxes idPrefix={idp} allergens={dish?.allergens ?? []} dietary={dish?.dietary ?? []} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="dialog-actions-inline">
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
