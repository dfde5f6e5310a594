import { useMemo, useState, type FormEvent } from "react";
import { msg } from "../../domain/messages";
import { guestMenuUrl } from "../../domain/guest-menu-url";
import { validateMenuInfo } from "../../domain/validation";
import { listOldLinks, releaseOldLink, updateMenuInfo } from "../../data/menu-admin";
import { useLoad } from "../../hooks/use-load";
import { LoadError } from "../../components/ui/load-error";
import { browserTimeZone } from "../../domain/browser-time-zone";
import { useConfirm } from "../../components/ui/confirm";
import { fileUrl } from "../../data/client";
import { toUserError } from "../../data/errors";
import type { Owner } from "../../data/session";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { BrandForm } from "./brand-form";
import { LanguagesForm } from "./languages-form";

const FIELDS = ["publicLink", "menuTitle", "menuDescription", "currency", "timeZone", "qrtext", "logo"];

/** Public menu info: link, title, description, currency, QR text, logo; link to the first table's page. */
export function MenuInfoForm({ owner, firstTableNumber }: { owner: Owner; firstTableNumber: number | null }) {
  const { result, setResult, fieldErrors: errors, setFieldErrors, isBusy: busy, submit } = useSubmitStatus(FIELDS);
  const [removeLogo, setRemoveLogo] = useState(false);
  // The stored logo name right after a save (the session's model follows too; this keeps the form simple).
  const [logoName, setLogoName] = useState(owner.logo);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const res = validateMenuInfo(Object.fromEntries(fd));
    if (!res.ok) return setFieldErrors(res.errors);
    const file = fd.get("logo");
    const logo = file instanceof File && file.size > 0 ? file : null;
    await submit(
      async () => {
        setLogoName(await updateMenuInfo(owner.id, res.value, logo, removeLogo));
        if (logo) (form.elements.namedItem("logo") as HTMLInputElement).value = "";
        setRemoveLogo(false);
      },
      {
        success: msg("menuUpdated"),
        failure: (u) => {
          const details = Object.values(u.fieldErrors);
          return msg("menuUpdateFailed") + (details.length ? details.join(" ") : u.message);
        },
      },
    );
  }

  // The venue's zone; an account from before time zones starts from this browser's zone.
  const zone = owner.timeZone || browserTimeZone() || "UTC";
  const zones = useMemo(() => timeZones(zone), [zone]);

  const guestUrl =
    firstTableNumber !== null ? guestMenuUrl(window.location.origin, owner.publicLink, firstTableNumber) : "";
  return (
    <section className="card editor-column" aria-labelledby="menu-info-title">
      <h2 id="menu-info-title">Public menu</h2>
      {result && (
        <Banner kind={result.kind} onClose={() => setResult(null)}>
          {result.text}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Public menu info">
        <Field
          label="Public link"
          name="publicLink"
          required
          defaultValue={owner.publicLink}
          error={errors.publicLink}
          maxLength={40}
        />
        <Field
          label="Menu title"
          name="menuTitle"
          required
          defaultValue={owner.menuTitle}
          error={errors.menuTitle}
          maxLength={100}
        />
        <Field
          as="textarea"
          id="menu-description"
          label="Menu description"
          name="menuDescription"
          required
          rows={3}
          maxLength={1000}
          defaultValue={owner.menuDescription}
          error={errors.menuDescription}
        />
        <Field
          label="Currency"
          name="currency"
          required
          defaultValue={owner.currency}
          error={errors.currency}
          maxLength={10}
        />
        <Field
          as="select"
          id="menu-time-zone"
          label="Time zone"
          name="timeZone"
          required
          defaultValue={zone}
          hint="Serving times follow this clock, and so do the times on your screens, date filters and CSV."
          error={errors.timeZone}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </Field>
        <Field label="QR custom text" name="qrtext" defaultValue={owner.qrtext} maxLength={200} error={errors.qrtext} />
        {logoName && !removeLogo && (
          <img
            className="logo-preview"
            src={fileUrl(owner, logoName, "100x100")}
            alt="Current logo"
            width={100}
            height={100}
          />
        )}
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
      <BrandForm owner={owner} />
      <LanguagesForm owner={owner} />
      {guestUrl ? (
        <p>
          <a href={guestUrl} target="_blank" rel="noreferrer">
            Open the public menu (table {firstTableNumber})
          </a>
        </p>
      ) : (
        <p className="muted">Create a table to get a link to your public menu.</p>
      )}
      <OldLinks current={owner.publicLink} />
    </section>
  );
}

/** Every IANA zone this browser knows, with `current` and UTC always in the list. */
function timeZones(current: string): string[] {
  let all: string[];
  try {
    all = Intl.supportedValuesOf("timeZone");
  } catch {
    all = [];
  }
  return Array.from(new Set([current, "UTC", ...all])).sort();
}

/**
 * Old links (docs/menu-and-serving-windows.md#old-links): a link the venue used before keeps
 * opening this menu (printed QR codes keep working) and nobody else can take it, until the owner
 * releases it here.
 */
function OldLinks({ current }: { current: string }) {
  const oldLinks = useLoad(listOldLinks, current);
  // Released here since the list loaded: gone from it at once.
  const [released, setReleased] = useState<string[]>([]);
  const links = oldLinks.data?.filter((l) => !released.includes(l.link)) ?? null;
  const [error, setError] = useState("");
  const [busyLink, setBusyLink] = useState("");
  const [confirm, confirmDialog] = useConfirm();

  async function release(link: string) {
    const ok = await confirm({
      title: `Release /${link}?`,
      body: "QR codes printed with this link stop opening your menu, and another venue may take the link.",
      confirmLabel: "Release",
    });
    if (!ok) return;
    setBusyLink(link);
    setError("");
    try {
      await releaseOldLink(link);
      setReleased((r) => [...r, link]);
    } catch (e) {
      console.error("Release failed", e);
      setError(toUserError(e).message);
    } finally {
      setBusyLink("");
    }
  }

  return (
    <div className="old-links" aria-labelledby="old-links-title">
      <h3 id="old-links-title">Old links</h3>
      {error && <Banner kind="error">{error}</Banner>}
      {oldLinks.hasFailed && <LoadError onRetry={oldLinks.reload}>{msg("oldLinksLoadFailed")}</LoadError>}
      {oldLinks.isLoading && <p className="muted">Loading...</p>}
      {links !== null && links.length === 0 && <p className="muted">No old links: only /{current} opens your menu.</p>}
      {links !== null && links.length > 0 && (
        <>
          <p className="muted">These links still open your menu and take its orders until you release them.</p>
          <ul className="old-links-list">
            {links.map((l) => (
              <li key={l.link}>
                <span>/{l.link}</span>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busyLink === l.link}
                  onClick={() => release(l.link)}
                >
                  {busyLink === l.link ? "Releasing..." : "Release"}
                  <span className="visually-hidden"> /{l.link}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {confirmDialog}
    </div>
  );
}
