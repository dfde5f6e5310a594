import { useState, type CSSProperties, type FormEvent } from "react";
import { brandColorProblem } from "../../domain/brand";
import { msg } from "../../domain/messages";
import { fileUrl } from "../../data/client";
import { updateBrand } from "../../data/menu-admin";
import type { Owner } from "../../data/session";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";

const FIELDS = ["brandColor", "cover"];
const DEFAULT_COLOR = "#1f6f4a";

/**
 * The look of the guest menu and the printed QR page (docs/storefront.md): a brand colour for the
 * buttons (refused when white text on it fails WCAG AA, here and on the server) and a cover picture.
 */
export function BrandForm({ owner }: { owner: Owner }) {
  const { result, setResult, fieldErrors: errors, setFieldErrors, isBusy, submit } = useSubmitStatus(FIELDS);
  const [useBrand, setUseBrand] = useState(owner.brandColor !== "");
  const [color, setColor] = useState(owner.brandColor || DEFAULT_COLOR);
  const [coverName, setCoverName] = useState(owner.cover);
  const [removeCover, setRemoveCover] = useState(false);
  const problem = useBrand ? brandColorProblem(color) : "";

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (problem) return setFieldErrors({ brandColor: problem });
    const file = new FormData(form).get("cover");
    const cover = file instanceof File && file.size > 0 ? file : null;
    await submit(
      async () => {
        setCoverName(await updateBrand(owner.id, useBrand ? color.toLowerCase() : "", cover, removeCover));
        if (cover) (form.elements.namedItem("cover") as HTMLInputElement).value = "";
        setRemoveCover(false);
      },
      {
        success: msg("lookSaved"),
        failure: (u) => msg("lookSaveFailed") + (Object.values(u.fieldErrors).join(" ") || u.message),
      },
    );
  }

  return (
    <section className="brand-form" aria-labelledby="brand-title">
      <h3 id="brand-title">Look of your menu</h3>
      {result && (
        <Banner kind={result.kind} onClose={() => setResult(null)}>
          {result.text}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Look of your menu">
        <label className="inline-check">
          <input type="checkbox" checked={useBrand} onChange={(e) => setUseBrand(e.target.checked)} /> Use a brand
          colour
        </label>
        {useBrand && (
          <div className="brand-color-row">
            <Field
              label="Brand colour"
              name="brandColor"
              type="color"
              value={color}
              onChange={(e) => {
                setColor(e.target.value);
                setFieldErrors({});
              }}
              error={errors.brandColor || problem || undefined}
              hint="Buttons of your guest menu and your printed QR codes use it, with white text."
            />
            <span className="brand-preview" style={{ "--brand": color } as CSSProperties} aria-hidden="true">
              view and send order (2)
            </span>
          </div>
        )}
        {coverName && !removeCover && (
          <img
            className="cover-preview"
            src={fileUrl(owner, coverName, "360x120")}
            alt="Current cover picture"
            width={360}
            height={120}
          />
        )}
        <Field
          label="Cover picture"
          name="cover"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          error={errors.cover}
          hint="Shown above your menu, cut to 3:1. PNG, JPEG, WebP or GIF, up to 5 MB."
        />
        {coverName && (
          <label className="inline-check">
            <input type="checkbox" checked={removeCover} onChange={(e) => setRemoveCover(e.target.checked)} /> Remove
            cover picture
          </label>
        )}
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save look"}
        </button>
      </form>
    </section>
  );
}
