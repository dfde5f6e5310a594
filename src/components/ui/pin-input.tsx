import type { ChangeEventHandler } from "react";
import { PIN_LENGTH } from "../../domain/pin";
import { pinDigits } from "../../domain/validation";
import { Field } from "./field";

/**
 * The one PIN input (settings, account deletion, the PIN gate): a masked 4-digit field with the
 * numeric keyboard. Letters typed or pasted are dropped as they come in.
 */
export function PinInput({
  label,
  name = "pin",
  ...rest
}: {
  label: string;
  name?: string;
  id?: string;
  error?: string;
  hint?: string;
  alertError?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_LENGTH}
      pattern={`[0-9]{${PIN_LENGTH}}`}
      required
      fieldClassName="field pin-field"
      onInput={(e) => {
        const input = e.currentTarget;
        const digits = pinDigits(input.value);
        if (digits !== input.value) input.value = digits;
      }}
      {...rest}
    />
  );
}
