import type { FormEvent } from "react";
import { msg } from "../../domain/messages";
import { sendSupportMessage } from "../../data/support";
import { useOwner } from "../../hooks/use-session";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";

const FIELDS = ["email", "text"];

/** Help: contact form with email and message, both required. */
export function HelpPage() {
  const owner = useOwner();
  const { result, fieldErrors: errors, setFieldErrors, isBusy: busy, submit, clear } = useSubmitStatus(FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const email = String(fd.get("email") ?? "").trim();
    const text = String(fd.get("text") ?? "").trim();
    const next: Record<string, string> = {};
    if (!email) next.email = "Email is required.";
    if (!text) next.text = "Message is required.";
    clear();
    setFieldErrors(next);
    if (Object.keys(next).length) return;
    const isSent = await submit(() => sendSupportMessage(email, text), {
      success: msg("supportSent"),
      failure: msg("supportFailed"),
    });
    if (isSent) (form.elements.namedItem("text") as HTMLTextAreaElement).value = "";
  }

  return (
    <section className="help-page card" aria-labelledby="help-title">
      <h1 id="help-title">Help</h1>
      <p>Questions or problems? Write to us and we will get back to you.</p>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Contact support">
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={owner?.email ?? ""}
          error={errors.email}
        />
        <Field
          as="textarea"
          id="help-text"
          label="Message"
          name="text"
          required
          rows={6}
          maxLength={5000}
          error={errors.text}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending..." : "Send"}
        </button>
      </form>
    </section>
  );
}
