import { useRef, type ChangeEvent, type ComponentProps, type MouseEvent } from "react";
import "./date-time-box.css";

/**
 * A `datetime-local` or `time` box that reads in the venue's format while it is not being edited.
 * The browser draws the box's text in its own locale (mm/dd/yyyy, 05:00 PM in US English), which a
 * page cannot change; so at rest a face (aria-hidden, `face`) is drawn over the box's text and the
 * browser's text is hidden (date-time-box.css). On focus, with a half-typed value or where the
 * browser has no `::-webkit-datetime-edit` to hide (Firefox), the browser's own drawing shows. The
 * input stays the real control: its label, value, name, events and description as before.
 */
export function DateTimeInput({
  kind,
  face,
  isEmpty,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type"> & {
  kind: "datetime-local" | "time";
  /** The value in the venue's format, or the empty box's words; "" draws no face (the browser's text shows). */
  face: string;
  /** The face is the empty box's words (drawn as a placeholder). */
  isEmpty: boolean;
}) {
  const faceRef = useRef<HTMLSpanElement>(null);
  const pointer = useRef("");
  const { onPointerDown, onMouseDown } = input;
  // A mouse click on the face's text starts editing at the first part (the browser would pick the
  // hidden part under the pointer); a click on the picker button, a tap or a key are the browser's.
  const startAtFirstPart = (e: MouseEvent<HTMLInputElement>) => {
    onMouseDown?.(e);
    const box = e.currentTarget;
    const faceBox = faceRef.current?.getBoundingClientRect();
    if (pointer.current !== "mouse" || e.button !== 0 || document.activeElement === box) return;
    if (!faceBox || faceBox.width === 0 || e.clientX > faceBox.right) return;
    e.preventDefault();
    box.focus();
  };
  return (
    <div className={face ? "date-box has-face" : "date-box"}>
      <input
        {...input}
        type={kind}
        className={className ? `date-box-input ${className}` : "date-box-input"}
        onPointerDown={(e) => {
          pointer.current = e.pointerType;
          onPointerDown?.(e);
        }}
        onMouseDown={startAtFirstPart}
      />
      {face && (
        <span ref={faceRef} className={isEmpty ? "date-box-face is-empty" : "date-box-face"} aria-hidden="true">
          <span>{face}</span>
        </span>
      )}
    </div>
  );
}

/** A labelled `datetime-local` box (a date filter's bound) drawn by DateTimeInput, with its line under it. */
export function DateTimeBox({
  id,
  label,
  value,
  face,
  isEmpty,
  hint,
  hintAtRest,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The value in the venue's format, or the empty box's words; "" draws no face (the browser's text shows). */
  face: string;
  /** The face is the empty box's words (drawn as a placeholder). */
  isEmpty: boolean;
  /** The line under the box: its description. */
  hint?: string;
  /** What the line shows instead while the face is drawn (the description stays `hint`). */
  hintAtRest?: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <DateTimeInput
        id={id}
        kind="datetime-local"
        value={value}
        face={face}
        isEmpty={isEmpty}
        aria-describedby={hint ? hintId : undefined}
        onChange={onChange}
      />
      {hint && (
        <small className="field-hint">
          <span id={hintId} className={hintAtRest ? "date-box-hint has-rest" : "date-box-hint"}>
            {hint}
          </span>
          {hintAtRest && (
            <span className="date-box-hint-rest" aria-hidden="true">
              {hintAtRest}
            </span>
          )}
        </small>
      )}
    </div>
  );
}
