import { useState, type FormEvent } from "react";
import type { Category, Dish, DishInput } from "../../domain/menu";
import { validateDish, validateModifier } from "../../domain/validation";
import { Field } from "../../components/ui/field";
import { TagCheckboxes } from "./tag-checkboxes";

/**
 * Dish form for add and edit: title, description, price (step 0.01), category, photo,
 * serving time from/to, modifiers (name + extra price). Keeps what was typed on failure.
 */
export function DishForm({
  categories,
  dish,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  categories: Category[];
  dish?: Dish;
  submitLabel: string;
  /** Resolves to an error message, or "" on success (the add form then clears). */
  onSubmit: (input: DishInput, photo: File | null, removePhoto: boolean) => Promise<string>;
  onCancel?: () => void;
}) {
  const [modifiers, setModifiers] = useState<Record<string, number>>(dish?.modifiers ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [modName, setModName] = useState("");
  const [modPrice, setModPrice] = useState("");
  const idp = dish ? `dish-${dish.id}` : "dish-new";

  function addModifier() {
    const res = validateModifier(modName, modPrice);
    if (!res.ok) return setErrors((e) => ({ ...e, ...res.errors }));
    setModifiers((m) => ({ ...m, [res.value.name]: res.value.price }));
    setModName("");
    setModPrice("");
    setErrors((e) => ({ ...e, modifierName: "", modifierPrice: "" }));
  }

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
    setErrors({});
    const file = fd.get("photo");
    const photo = file instanceof File && file.size > 0 ? file : null;
    setBusy(true);
    const failure = await onSubmit(res.value, photo, removePhoto);
    setBusy(false);
    setFormError(failure);
    if (!failure && !dish) {
      form.reset();
      setModifiers({});
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={dish ? "Edit dish" : "Add dish"} className="dish-form">
      <Field id={`${idp}-title`} label="Title" name="title" required maxLength={200} defaultValue={dish?.title} error={errors.title} />
      <div className="field">
        <label htmlFor={`${idp}-description`}>Description</label>
        <textarea id={`${idp}-description`} name="description" maxLength={2000} rows={3} defaultValue={dish?.description} />
      </div>
      <Field id={`${idp}-price`} label="Price" name="price" type="number" step="0.01" min={0} required defaultValue={dish?.price} error={errors.price} />
      <div className="field">
        <label htmlFor={`${idp}-category`}>Category</label>
        <select id={`${idp}-category`} name="category" required defaultValue={dish?.category ?? ""} aria-invalid={errors.category ? true : undefined}>
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        {errors.category && <small className="field-error">{errors.category}</small>}
      </div>
      <Field id={`${idp}-photo`} label="Photo" name="photo" type="file" accept="image/*" />
      {dish?.photo && (
        <label className="inline-check">
          <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} /> Remove photo
        </label>
      )}
      <fieldset className="time-window">
        <legend>Serving time</legend>
        <Field id={`${idp}-from`} label="From" name="servedFrom" type="time" defaultValue={dish?.timeServed?.from} />
        <Field id={`${idp}-to`} label="To" name="servedTo" type="time" defaultValue={dish?.timeServed?.to} error={errors.timeServed} />
      </fieldset>
      <fieldset className="modifiers">
        <legend>Modifiers</legend>
        {Object.keys(modifiers).length > 0 && (
          <ul className="modifier-list">
            {Object.entries(modifiers).map(([name, price]) => (
              <li key={name}>
                {name} +{price.toFixed(2)}{" "}
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Remove modifier ${name}`}
                  onClick={() => setModifiers(({ [name]: _, ...rest }) => rest)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <Field id={`${idp}-mod-name`} label="Modifier name" placeholder="Name" value={modName} onChange={(e) => setModName(e.target.value)} error={errors.modifierName} />
        <Field
          id={`${idp}-mod-price`}
          label="Modifier extra"
          placeholder="Extra price"
          type="number"
          step="0.01"
          min={0}
          value={modPrice}
          onChange={(e) => setModPrice(e.target.value)}
          error={errors.modifierPrice}
        />
        <button type="button" className="button secondary small" onClick={addModifier}>
          Add modifier
        </button>
      </fieldset>
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
