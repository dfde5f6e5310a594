import { useRef, type ChangeEvent, type MouseEvent } from "react";
import "./date-time-box.css";

/**
 * A labelled `datetime-local` box that reads in the venue's format while it is not being edited.
 * The browser draws the box's text in its own locale (mm/dd/yyyy, 05:00 PM in US English), which a
 * page cannot change; so at rest a face (aria-hidden, `face`) is drawn over the box's text and the
 * browser's text is hidden (date-time-box.css). On focus, with a half-typed value or where the
 * browser has no `::-webkit-datetime-edit` to hide (Firefox), the browser's own drawing shows. The
 * input stays the real control: its label, value, events and `hint` (aria-describedby) as before.
 */
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
  const faceRef = useRef<HTMLSpanElement>(null);
  const pointer = useRef("");
  const hintId = `${id}-hint`;
  // A mouse click on the face's text starts editing at the first part (the browser would pick the
  // hidden part under the pointer); a click on the picker button, a tap or a key are the browser's.
  const onMouseDown = (e: MouseEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const faceBox = faceRef.current?.getBoundingClientRect();
    if (pointer.current !== "mouse" || e.button !== 0 || document.activeElement === input) return;
    if (!faceBox || faceBox.width === 0 || e.clientX > faceBox.right) return;
    e.preventDefault();
    input.focus();
  };
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <div className={face ? "date-box has-face" : "date-box"}>
        <input
          id={id}
          type="datetime-local"
          className="date-box-input"
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={onChange}
          onPointerDown={(e) => {
            pointer.current = e.pointerType;
          }}
          onMouseDown={onMouseDown}
        />
        {face && (
          <span ref={faceRef} className={isEmpty ? "date-box-face is-empty" : "date-box-face"} aria-hidden="true">
            <span>{face}</span>
          </span>
        )}
      </div>
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
