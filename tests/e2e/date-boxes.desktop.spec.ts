// The From/To boxes of Finished orders and Storage read in the venue's format at rest, in a US
// English browser too (docs/owner-screens.md#dates-and-times): the venue's words are drawn over the
// box and the browser's mm/dd/yyyy text is hidden; focused, the browser's own editing shows, and
// fill(), typing and the URL values are the spec's.
import { expect, test } from "@playwright/test";
import { faceOf, nativeTextOpacity } from "./date-box-helpers";
import { newOwner, signInPage } from "./owner-session";

test.use({ locale: "en-US" });

test("the date boxes read in the venue's format at rest, the browser's editing when focused", async ({ page }) => {
  const owner = await newOwner("datebox");
  await owner.pb.collection("users").update(owner.user.id, { currency: "EUR", timeZone: "Europe/Berlin" });
  await signInPage(page, owner);
  await page.goto("/finished-orders?from=2024-01-01T10%3A00");
  const from = page.getByRole("textbox", { name: "From" });
  const to = page.getByRole("textbox", { name: "To" });
  await expect(from).toHaveValue("2024-01-01T10:00");
  // At rest: the venue's format over the box, the browser's "01/01/2024, 10:00 AM" hidden.
  await expect(faceOf(from)).toBeVisible();
  await expect(faceOf(from)).toHaveText("1. January 2024. 10:00");
  await expect(from).toHaveAccessibleDescription("1. January 2024. 10:00 (Berlin time)");
  expect(await nativeTextOpacity(page, "finished-from")).toBe("0");
  // The line under it names the zone alone while the box shows the bound; the full line while editing.
  const fromLine = page.locator("#finished-from-hint");
  await expect(fromLine).not.toBeInViewport();
  await expect(page.getByText("Berlin time", { exact: true }).first()).toBeVisible();
  await from.focus();
  await expect(fromLine).toBeInViewport();
  await expect(fromLine).toHaveText("1. January 2024. 10:00 (Berlin time)");
  await from.blur();
  await expect(faceOf(to)).toHaveText("Any time");
  expect(await nativeTextOpacity(page, "finished-to")).toBe("0");

  // Focused by a click: the browser's own editing, from its first part.
  await to.click();
  await expect(faceOf(to)).toBeHidden();
  expect(await nativeTextOpacity(page, "finished-to")).toBe("1");
  await page.keyboard.type("02152024");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("0930PM");
  await expect(page).toHaveURL(/[?&]to=2024-02-15T21%3A30/);
  // Left: the typed bound in the venue's format.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(faceOf(to)).toHaveText("15. February 2024. 21:30");
  expect(await nativeTextOpacity(page, "finished-to")).toBe("0");

  // The picker button at the box's end is the browser's own: its click is left alone.
  await page.evaluate(() => {
    const w = window as unknown as { prevented: boolean[] };
    w.prevented = [];
    document.addEventListener("mousedown", (e) => w.prevented.push(e.defaultPrevented));
  });
  const box = await from.boundingBox();
  if (!box) throw new Error("no From box");
  await page.mouse.click(box.x + box.width - 20, box.y + box.height / 2);
  await expect(from).toBeFocused();
  await page.keyboard.press("Escape");
  await page.getByRole("heading", { level: 1 }).click();
  await from.click();
  await expect(from).toBeFocused();
  // The picker button's click and the heading's are the browser's; the click on the box's text is
  // taken over to start editing at the first part.
  expect(await page.evaluate(() => (window as unknown as { prevented: boolean[] }).prevented)).toEqual([
    false,
    false,
    true,
  ]);
  await page.getByRole("heading", { level: 1 }).click();

  // fill() as the spec's tests do: the URL value is the spec's, the face follows.
  await from.fill("2024-01-05T08:15");
  await expect(page).toHaveURL(/[?&]from=2024-01-05T08%3A15/);
  await expect(faceOf(from)).toHaveText("5. January 2024. 08:15");
  await from.fill("");
  await expect(page).not.toHaveURL(/[?&]from=/);
  await expect(faceOf(from)).toHaveText("Any time");

  // A German venue in Storage: its words, in the same US English browser.
  await owner.pb.collection("users").update(owner.user.id, { menuLanguage: "de" });
  await page.goto("/storage?from=2024-03-02T17%3A05");
  const storageFrom = page.getByRole("textbox", { name: "From" });
  await expect(storageFrom).toHaveValue("2024-03-02T17:05");
  await expect(faceOf(storageFrom)).toHaveText("2. März 2024 um 17:05");
  expect(await nativeTextOpacity(page, "storage-from")).toBe("0");
  await storageFrom.focus();
  await expect(faceOf(storageFrom)).toBeHidden();
  expect(await nativeTextOpacity(page, "storage-from")).toBe("1");
});
