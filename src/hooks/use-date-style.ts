import { useMemo } from "react";
import { SPEC_DATE_STYLE, type DateStyle } from "../domain/format";
import { useOwner } from "./use-session";

/**
 * The venue's date style (its menu language and time zone) for the one date format of the owner's
 * screens (docs/owner-screens.md#dates-and-times); the spec's English before sign-in.
 */
export function useDateStyle(): DateStyle {
  const owner = useOwner();
  const language = owner?.menuLanguage ?? "";
  const timeZone = owner?.timeZone ?? "";
  return useMemo(() => (language || timeZone ? { language, timeZone } : SPEC_DATE_STYLE), [language, timeZone]);
}
