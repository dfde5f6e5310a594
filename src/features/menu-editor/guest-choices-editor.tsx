import { useEffect, useState } from "react";
import type { Language } from "../../domain/languages";
import { formatMoney } from "../../domain/money";
import { validateModifier } from "../../domain/validation";
import { Field } from "../../components/ui/field";
import type { GroupDraft } from "./group-drafts";
import { OptionGroupCard } from "./option-groups-editor";

type Kind = "extra" | "group" | "size";

const KINDS: { kind: Kind; label: string }[] = [
  { kind: "extra", label: "Extra" },
  { kind: "group", label: "Option group" },
  { kind: "size", label: "Sizes" },
];

/**
 * Everything a guest chooses on a dish, as one list in the order the guest sees it: the option
 * groups and sizes, then the extras (the spec's modifiers: optional, any number, each at an extra
 * price), each a card with the same row layout; and one Add that adds an extra, a group or sizes.
 * The extras stay the dish's `modifiers` (not migrated into groups: the spec's export file, order
 * line keys and guest modal rest on them; docs/menu-and-serving-windows.md#option-groups).
 */
export function GuestChoicesEditor({
  idPrefix,
  modifiers,
  onModifiers,
  drafts,
  onDrafts,
  groupsError,
  errors,
  onErrors,
  languages = [],
}: {
  idPrefix: string;
  modifiers: Record<string, number>;
  onModifiers: (next: Record<string, number>) => void;
  drafts: GroupDraft[];
  onDrafts: (next: GroupDraft[]) => void;
  groupsError?: string;
  /** The add form's errors (modifierName, modifierPrice). */
  errors: Record<string, string | undefined>;
  onErrors: (patch: Record<string, string>) => void;
  languages?: readonly Language[];
}) {
  const [kind, setKind] = useState<Kind>("extra");
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  // A group just added: its name box takes the focus.
  const [focusGroup, setFocusGroup] = useState(-1);
  useEffect(() => {
    if (focusGroup >= 0) document.getElementById(`${idPrefix}-og-${focusGroup}-name`)?.focus();
  }, [focusGroup, idPrefix]);
  const extras = Object.entries(modifiers);
  const titleId = `${idPrefix}-choices-title`;

  function add() {
    if (kind === "extra") {
      const res = validateModifier(name, price);
      if (!res.ok) return onErrors(res.errors);
      onModifiers({ ...modifiers, [res.value.name]: res.value.price });
      setName("");
      setPrice("");
      onErrors({ modifierName: "", modifierPrice: "" });
      return;
    }
    const size = kind === "size";
    onDrafts([
      ...drafts,
      {
        name: size ? "Size" : "",
        min: size ? "1" : "0",
        max: "1",
        size,
        choices: [{ name: "", price: "0", soldOut: false }],
      },
    ]);
    setFocusGroup(drafts.length);
  }

  return (
    <section className="guest-choices" aria-labelledby={titleId}>
      <h3 id={titleId}>Choices for guests</h3>
      <p className="muted guest-choices-help">
        What a guest picks on this dish, in the order they see it: option groups with a rule (choose one, up to 3),
        sizes that replace the price, and extras at an extra price.
      </p>
      {(drafts.length > 0 || extras.length > 0) && (
        <ul className="guest-choice-list" aria-labelledby={titleId}>
          {drafts.map((_, i) => (
            <li key={i} className="guest-choice-card">
              <OptionGroupCard idPrefix={idPrefix} drafts={drafts} i={i} onChange={onDrafts} languages={languages} />
            </li>
          ))}
          {extras.length > 0 && (
            <li className="guest-choice-card">
              <div role="group" aria-label="Extras">
                <p className="choice-kind">
                  <strong>Extras</strong> <span className="muted">optional, any number, each at an extra price</span>
                </p>
                <div className="option-choice-row option-choice-head" aria-hidden="true">
                  <span>Choice</span>
                  <span>Extra price</span>
                  <span />
                  <span />
                </div>
                <ul className="modifier-list">
                  {extras.map(([extra, extraPrice]) => (
                    <li key={extra} className="option-row option-choice-row">
                      <span className="choice-text">{extra}</span>{" "}
                      <span className="choice-text">+{formatMoney(extraPrice, "")}</span>
                      <span />
                      <button
                        type="button"
                        className="button secondary small"
                        aria-label={`Remove modifier ${extra}`}
                        onClick={() => onModifiers(Object.fromEntries(extras.filter(([n]) => n !== extra)))}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )}
        </ul>
      )}
      <fieldset className="modifiers guest-choice-add">
        <legend>Add a choice</legend>
        <div className="choice-kinds" role="radiogroup" aria-label="Kind">
          {KINDS.map((k) => (
            <label key={k.kind} className="choice-kind-option">
              <input
                type="radio"
                name={`${idPrefix}-choice-kind`}
                value={k.kind}
                checked={kind === k.kind}
                onChange={() => setKind(k.kind)}
              />
              {k.label}
            </label>
          ))}
        </div>
        {kind === "extra" ? (
          <div className="guest-choice-add-fields">
            <Field
              id={`${idPrefix}-mod-name`}
              label="Modifier name"
              placeholder="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.modifierName}
            />
            <Field
              id={`${idPrefix}-mod-price`}
              label="Modifier extra"
              placeholder="Extra price"
              type="number"
              step="0.01"
              min={0}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              error={errors.modifierPrice}
            />
          </div>
        ) : (
          <p className="muted guest-choices-help">
            {kind === "size"
              ? "Sizes: the guest picks one, and its price replaces the dish's (Small, Large)."
              : "An option group: its name, how many a guest chooses, and its choices (Doneness: Rare, Medium)."}
          </p>
        )}
        <button type="button" className="button secondary small" onClick={add}>
          {kind === "extra" ? "Add modifier" : kind === "size" ? "Add sizes" : "Add option group"}
        </button>
      </fieldset>
      {groupsError && (
        <p id={`${idPrefix}-og-error`} className="form-error" role="alert">
          {groupsError}
        </p>
      )}
    </section>
  );
}
