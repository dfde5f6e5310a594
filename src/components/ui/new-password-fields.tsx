import { Field } from "./field";

/**
 * A new password and its confirmation (at least 8 characters, the browser may suggest one): the
 * invitation's first password and Settings' password change.
 */
export function NewPasswordFields({
  label,
  errors,
}: {
  /** The first field's label ("Password", "New password"). */
  label: string;
  errors: { password?: string; passwordConfirm?: string };
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        error={errors.password}
      />
      <Field
        label="Confirm password"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm}
      />
    </>
  );
}
