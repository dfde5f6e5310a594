// The owner's PIN: exactly four digits. The forms check it before sending and the server's PIN
// routes refuse anything else (pb_hooks/pin.pb.js and pin-guard.pb.js, through pb_hooks/lib/shared/domain.js).

/** How many digits a PIN has. */
export const PIN_LENGTH = 4;

/** Whether `value` is a PIN: exactly four digits 0-9. */
export function isPin(value: unknown): boolean {
  return typeof value === "string" && /^[0-9]{4}$/.test(value);
}
