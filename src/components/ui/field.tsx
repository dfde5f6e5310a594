import { useId, type ComponentProps, type ReactNode } from "react";

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
  const { label, error, hint, alertError, fieldClassName = "field", id, ...control } = props;
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const wiring = { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  let input: ReactNode;
  if (control.as === "textarea") {
    const { as: _, ...rest } = control;
    input = <textarea {...wiring} {...rest} />;
  } else if (control.as === "select") {
    const { as: _, ...rest } = control;
    input = <select {...wiring} {...rest} />;
  } else {
    const { as: _, ...rest } = control;
    input = <input {...wiring} {...rest} />;
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
