// Form rules of the owner pages. Each returns `{ ok, value } | { ok: false, errors }`,
// the same shape as server field errors.
import { msg } from "./messages";
import type { DishInput, MenuInfo } from "./menu";
import { toHhmm, type ServingWindow } from "./serving";
import { toAllergens, toDietaryTags } from "./dietary";
import { roundMoney } from "./money";
import { PUBLIC_LINK_PATTERN } from "./paths";
import { isPin, PIN_LENGTH } from "./pin";

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const text = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : String(v));

/** Category: a non-blank title. */
export function validateCategoryTitle(raw: unknown): Validated<string> {
  const title = text(raw).trim();
  return title ? { ok: true, value: title } : { ok: false, errors: { title: "Title is required." } };
}

/** A modifier to add: non-blank name and a numeric extra price >= 0. */
export function validateModifier(name: unknown, price: unknown): Validated<{ name: string; price: number }> {
  const n = text(name).trim();
  const rawPrice = text(price).trim();
  const p = Number(rawPrice);
  const errors: Record<string, string> = {};
  if (!n) errors.modifierName = "Modifier name is required.";
  if (rawPrice === "" || !Number.isFinite(p) || p < 0)
    errors.modifierPrice = "Extra price must be a number, 0 or more.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { name: n, price: p } };
}

/** Serving window from two HH:mm inputs, stored as "HH:mm"; both empty means always served. */
export function validateServingWindow(from: unknown, to: unknown): Validated<ServingWindow | null> {
  const f = text(from).trim();
  const t = text(to).trim();
  if (!f && !t) return { ok: true, value: null };
  const window = { from: toHhmm(f), to: toHhmm(t) };
  if (!window.from || !window.to)
    return { ok: false, errors: { timeServed: "Give both serving times (from and to), or neither." } };
  return { ok: true, value: window };
}

/** Dish add/edit: title, price and category required. */
export function validateDish(input: {
  title: unknown;
  description: unknown;
  price: unknown;
  category: unknown;
  servedFrom: unknown;
  servedTo: unknown;
  modifiers: Record<string, number>;
  /** Checkbox values (FormData.getAll): unknown keys are dropped, the server refuses them anyway. */
  allergens?: unknown[];
  dietary?: unknown[];
}): Validated<DishInput> {
  const errors: Record<string, string> = {};
  const title = text(input.title).trim();
  const rawPrice = text(input.price).trim();
  const price = Number(rawPrice);
  const category = text(input.category);
  if (!title) errors.title = "Title is required.";
  if (rawPrice === "" || !Number.isFinite(price) || price < 0) errors.price = "Price must be a number, 0 or more.";
  if (!category) errors.category = "Choose a category.";
  const window = validateServingWindow(input.servedFrom, input.servedTo);
  if (!window.ok) Object.assign(errors, window.errors);
  if (Object.keys(errors).length || !window.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      description: text(input.description).trim(),
      price: roundMoney(price),
      category,
      timeServed: window.value,
      modifiers: input.modifiers,
      allergens: toAllergens(input.allergens),
      dietary: toDietaryTags(input.dietary),
    },
  };
}

/** Menu info: publicLink, menuTitle, menuDescription and currency required; qrtext optional. */
export function validateMenuInfo(input: Record<string, unknown>): Validated<MenuInfo> {
  const v: MenuInfo = {
    publicLink: text(input.publicLink).trim().toLowerCase(),
    menuTitle: text(input.menuTitle).trim(),
    menuDescription: text(input.menuDescription).trim(),
    currency: text(input.currency).trim(),
    qrtext: text(input.qrtext).trim(),
    timeZone: text(input.timeZone).trim(),
  };
  const errors: Record<string, string> = {};
  if (!v.publicLink) errors.publicLink = "Public link is required.";
  else if (!PUBLIC_LINK_PATTERN.test(v.publicLink))
    errors.publicLink = "Use lower-case letters, digits and single dashes.";
  if (!v.menuTitle) errors.menuTitle = "Menu title is required.";
  if (!v.menuDescription) errors.menuDescription = "Menu description is required.";
  if (!v.currency) errors.currency = "Currency is required.";
  if (!v.timeZone) errors.timeZone = "Time zone is required.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: v };
}

/** Password change: all three required, new and confirm equal. */
export function validatePasswordChange(
  oldPassword: unknown,
  password: unknown,
  confirm: unknown,
): Validated<{ oldPassword: string; password: string }> {
  const o = text(oldPassword);
  const p = text(password);
  const c = text(confirm);
  const errors: Record<string, string> = {};
  if (!o) errors.oldPassword = "Current password is required.";
  if (!p) errors.password = "New password is required.";
  if (!c) errors.passwordConfirm = "Confirm the new password.";
  if (p && c && p !== c) errors.passwordConfirm = msg("newPasswordsDoNotMatch");
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { oldPassword: o, password: p } };
}

/** What a PIN field keeps of typed or pasted text: digits only, at most 4. */
export function pinDigits(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PIN_LENGTH);
}

/** PIN update: exactly four digits. */
export function validatePin(raw: unknown): Validated<string> {
  const pin = text(raw);
  return isPin(pin) ? { ok: true, value: pin } : { ok: false, errors: { pin: msg("pinFormat") } };
}
