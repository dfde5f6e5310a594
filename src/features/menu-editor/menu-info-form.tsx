import { useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import { guestMenuUrl } from "../../domain/paths";
import { validateMenuInfo } from "../../domain/validation";
import { updateMenuInfo } from "../../data/menu-admin";
import { fileUrl } from "../../data/client";
import { toUserError } from "../../data/errors";
import type { Owner } from "../../data/session";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";

/** Public menu info (spec 2): link, title, description, currency, QR text, logo; link to the first table's page. */
export function MenuInfoForm({ owner, firstTableNumber }: { owner: Owner; firstTableNumber: number | null }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [busy, setBusy] = useState(false);
  // The stored logo name right after a save (the session's model follows too; this keeps the form simple).
  const [logoName, setLogoName] = useState(owner.logo);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validateMenuInfo(Object.fromEntries(fd));
    if (!res.ok) return setErrors(res.errors);
    setErrors({});
    const file = fd.get("logo");
    const logo = file instanceof File && file.size > 0 ? file : null;
    setBusy(true);
    try {
      setLogoName(await updateMenuInfo(owner.id, res.value, logo, removeLogo));
      if (logo) (form.elements.namedItem("logo") as HTMLInputElement).value = "";
      setRemoveLogo(false);
      setResult({ kind: "success", text: msg("menuUpdated") });
    } catch (err) {
      const u = toUserError(err);
      setErrors(u.fieldErrors);
      const details = Object.values(u.fieldErrors);
      setResult({ kind: "error", text: msg("menuUpdateFailed") + (details.length ? details.join(" ") : u.message) });
    } finally {
      setBusy(false);
    }
  }

  const guestUrl = firstTableNumber !== null ? guestMenuUrl(window.location.origin, owner.publicLink, firstTableNumber) : "";
  return (
    <section className="card editor-column" aria-labelledby="menu-info-title">
      <h2 id="menu-info-title">Public menu</h2>
      {result && (
        <Banner kind={result.kind} onClose={() => setResult(null)}>
          {result.text}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Public menu info">
        <Field label="Public link" name="publicLink" required defaultValue={owner.publicLink} error={errors.publicLink} maxLength={40} />
        <Field label="Menu title" name="menuTitle" required defaultValue={owner.menuTitle} error={errors.menuTitle} maxLength={100} />
        <div className="field">
          <label htmlFor="menu-description">Menu description</label>
          <textarea id="menu-description" name="menuDescription" required rows={3} maxLength={1000} defaultValue={owner.menuDescription} />
          {errors.menuDescription && <small className="field-error">{errors.menuDescription}</small>}
        </div>
        <Field label="Currency" name="currency" required defaultValue={owner.currency} error={errors.currency} maxLength={10} />
        <Field label="QR custom text" name="qrtext" defaultValue={owner.qrtext} maxLength={200} error={errors.qrtext} />
        {logoName && !removeLogo && <img className="logo-preview" src={fileUrl(owner, logoName, "100x100")} alt="Current logo" width={100} height={100} />}
        <Field label="Logo" name="logo" type="file" accept="image/*" error={errors.logo} />
        {logoName && (
          <label className="inline-check">
            <input type="checkbox" checked={removeLogo} onChange={(e) => setRemoveLogo(e.target.checked)} /> Remove logo
          </label>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "Save menu info"}
        </button>
      </form>
      {guestUrl ? (
        <p>
          <a href={guestUrl} target="_blank" rel="noreferrer">
            Open the public menu (table {firstTableNumber})
          </a>
        </p>
      ) : (
        <p className="muted">Create a table to get a link to your public menu.</p>
      )}
    </section>
  );
}
