import { expect, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The path the QR code of table `n` opens (with its key), read back from the Tables & QR panel's code. */
export async function keyedLink(page: Page, publicLink: string, n: number): Promise<string> {
  await page.goto("/tablesqr");
  await page.getByRole("button", { name: `Table ${n}`, exact: true }).click();
  const png = PNG.sync.read(await page.getByTestId("table-qr").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  const url = code?.data ?? "";
  expect(url).toMatch(new RegExp(`/${publicLink}/${n}\\?k=[A-Za-z0-9_-]{22}$`));
  return url.replace(/^https?:\/\/[^/]+/, "");
}
