// A venue's brand colour (docs/storefront.md#brand-colour): the guest menu's buttons use it with
// white text, so a colour whose contrast with white fails WCAG AA (4.5:1 for normal text) is
// refused, here for the form and on the server (pb_hooks/users.pb.js, through lib/shared/domain.js).

/** The contrast WCAG AA asks of normal-size text on its background. */
export const MIN_BUTTON_CONTRAST = 4.5;

/** "#rrggbb" (any case), the only form stored; "" means no brand colour. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** WCAG relative luminance of "#rrggbb". */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of white text on "#rrggbb" (1 to 21). */
export function whiteTextContrast(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/**
 * Why a brand colour cannot be stored, or "" when it can ("" itself: no brand colour).
 * The message names the measured contrast, so the owner knows how far off the colour is.
 */
export function brandColorProblem(value: string): string {
  if (value === "") return "";
  if (!isHexColor(value)) return "Enter a colour as # and six hex digits, e.g. #1f6f4a.";
  const ratio = whiteTextContrast(value);
  if (ratio < MIN_BUTTON_CONTRAST) {
    return `This colour is too light for white button text (contrast ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1, WCAG AA needs ${MIN_BUTTON_CONTRAST}:1). Choose a darker colour.`;
  }
  return "";
}
