import { useEffect, useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from "react";
import { TimeBox } from "./time-box";

interface FieldBase {
  label: string;
  /** Shown under the control; the control is then aria-invalid and described by it. */
  error?: string;
  hint?: string;
  /** The error is announced at once (role alert), for a field that is the whole form (the PIN gate). */
  alertError?: boolean;
  /** The wrapper's class; "field" unless a screen needs its own layout. */
  fieldClassName?: string;
}

// ComponentProps include `ref` (a prop in React 19), passed on to the control.
type InputFieldProps = FieldBase & ComponentProps<"input"> & { as?: "input" };
type TextareaFieldProps = FieldBase & ComponentProps<"textarea"> & { as: "textarea" };
type SelectFieldProps = FieldBase & ComponentProps<"select"> & { as: "select"; children: ReactNode };

export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

/**
 * A labelled form control (input, textarea or select) with its hint and error under it. The
 * control gets aria-invalid while there is an error and aria-describedby naming the error and
 * the hint, so a screen reader reads them with the field.
 */
export function Field(props: FieldProps) {
  const { label, error: givenError, hint, alertError, fieldClassName = "field", id, ...control } = props;
  const autoId = useId();
  const controlId = id ?? autoId;
  // An error goes away as soon as its field is corrected (edited); it shows again when the form is
  // submitted once more, or when a new error comes.
  const [isEdited, setEdited] = useState(false);
  const [shownFor, setShownFor] = useState(givenError);
  if (givenError !== shownFor) {
    setShownFor(givenError);
    setEdited(false);
  }
  useEffect(() => {
    if (!givenError) return;
    const onSubmit = (e: Event) => {
      const el = document.getElementById(controlId);
      if (el && e.target instanceof Node && e.target.contains(el)) setEdited(false);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [givenError, controlId]);
  const error = isEdited ? undefined : givenError;
  const edited = <E extends ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>>(
    onChange: ((e: E) => void) | undefined,
  ) =>
    givenError
      ? (e: E) => {
          setEdited(true);
          onChange?.(e);
        }
      : onChange;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const wiring = { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  let input: ReactNode;
  if (control.as === "textarea") {
    const { as: _, onChange, ...rest } = control;
    input = <textarea {...wiring} {...rest} onChange={edited(onChange)} />;
  } else if (control.as === "select") {
    const { as: _, onChange, ...rest } = control;
    input = <select {...wiring} {...rest} onChange={edited(onChange)} />;
  } else {
    const { as: _, onChange, type, ...rest } = control;
    // A time box reads at rest in the venue's time format (TimeBox), its value the input's 'HH:mm'.
    input =
      type === "time" ? (
        <TimeBox {...wiring} {...rest} onChange={edited(onChange)} />
      ) : (
        <input {...wiring} type={type} {...rest} onChange={edited(onChange)} />
      );
  }
  return (
    <div className={fieldClassName}>
      <label htmlFor={controlId}>{label}</label>
      {input}
      {hint && (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="field-error" role={alertError ? "alert" : undefined}>
          {error}
        </small>
      )}
    </div>
  );
}
