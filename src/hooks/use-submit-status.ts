import { useCallback, useState } from "react";
import { toUserError, type UserError } from "../data/errors";

export interface SubmitResult {
  kind: "success" | "error";
  text: string;
}

/**
 * The server's field names a form shows, each under the form field of that name; a record maps
 * a server name to the form's own name (e.g. `{ tableSlug: "table" }`).
 */
export type FieldMap = readonly string[] | Readonly<Record<string, string>>;

export interface SubmitTexts {
  /** The banner text after success; none when omitted. */
  success?: string;
  /**
   * The form's error line after a failure: a fixed text, or one made from the failure. Omitted:
   * the failure's own message. An empty text leaves the line empty (the fields say it all).
   */
  failure?: string | ((error: UserError, raw: unknown) => string);
}

/** Each server field error under the form field it belongs to; errors of other fields are dropped here. */
export function mapFieldErrors(errors: Record<string, string>, fields: FieldMap): Record<string, string> {
  const names: Readonly<Record<string, string>> = Array.isArray(fields)
    ? Object.fromEntries((fields as readonly string[]).map((f) => [f, f]))
    : (fields as Readonly<Record<string, string>>);
  const out: Record<string, string> = {};
  for (const [server, message] of Object.entries(errors)) {
    const name = Object.hasOwn(names, server) ? names[server] : undefined;
    if (name && !out[name]) out[name] = message;
  }
  return out;
}

/**
 * The state of a form that sends one request, shared by every form: `isBusy` while it runs (the
 * submit button is disabled and says so), then a success or error `result`, and `fieldErrors`
 * under the fields. `submit(action, texts)` runs the action; a failure goes through
 * `toUserError`: a PocketBase field error (`data.data.{field}.message`) lands under its field
 * (`fields` names them), the rest on the error line. A failure is logged, never thrown; an
 * aborted request shows nothing. Returns whether the action succeeded.
 *
 * The form's own checks before sending use `setFieldErrors`, so both kinds show the same way.
 */
export function useSubmitStatus(fields: FieldMap = []) {
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);

  const clear = useCallback(() => {
    setResult(null);
    setFieldErrors({});
  }, []);

  const submit = useCallback(
    async (action: () => Promise<unknown>, texts: SubmitTexts = {}) => {
      setBusy(true);
      setFieldErrors({});
      try {
        await action();
        setResult(texts.success ? { kind: "success", text: texts.success } : null);
        return true;
      } catch (err) {
        const error = toUserError(err);
        if (error.isAbort) return false;
        const { failure } = texts;
        const text =
          failure === undefined ? error.message : typeof failure === "string" ? failure : failure(error, err);
        console.error(text || "Submit failed", err);
        setFieldErrors(mapFieldErrors(error.fieldErrors, fields));
        setResult(text ? { kind: "error", text } : null);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fields],
  );

  /** The error line's text ("" when there is none), for forms that show it as a paragraph. */
  const error = result?.kind === "error" ? result.text : "";
  return { result, error, fieldErrors, setFieldErrors, isBusy, submit, clear, setResult };
}
