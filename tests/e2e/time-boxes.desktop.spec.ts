// The time boxes of the owner's forms (a dish's serving time, a price list's window, the takeaway
// hours) read in the venue's time format at rest, in a US English browser too
// (docs/owner-screens.md#dates-and-times): '17:00' for a German venue, not the browser's '05:00 PM';
// focused, the browser's own editing shows, and fill(), typing and the 'HH:mm' values are as before.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { faceOf, nativeTextOpacity } from "./date-box-helpers";
import { newOwner, signInPage } from "./owner-session";

test.use({ locale: "en-US" });

async function opacityOf(page: Page, box: Locator): Promise<string> {
  const id = await box.getAttribute("id");
  if (!id) throw new Error("a time box without an id");
  return nativeTextOpacity(page, id);
}

test("the time boxes read in the venue's format at rest, the browser's editing when focused", async ({ page }) => {
  const owner = await newOwner("timebox");
  await owner.pb
    .collection("users")
    .update(owner.user.id, { currency: "EUR", timeZone: "Europe/Berlin", menuLanguage: "de" });
  await owner.pb.collection("categories").create({ title: "Soups", order: 1, user: owner.user.id });
  await signInPage(page, owner);

  // A dish's serving time: empty boxes read the venue's empty pattern, not the browser's '--:-- --'.
  await page.goto("/editmenu");
  const form = page.getByRole("form", { name: "Add dish" });
  const from = form.getByLabel("From", { exact: true });
  const to = form.getByLabel("To", { exact: true });
  await expect(from).toHaveAttribute("type", "time");
  await expect(faceOf(from)).toHaveText("--:--");
  expect(await opacityOf(page, from)).toBe("0");
  // fill() as the spec's tests do: the value is 'HH:mm', the face the venue's.
  await from.fill("17:00");
  await expect(from).toHaveValue("17:00");
  await from.blur();
  await expect(faceOf(from)).toBeVisible();
  await expect(faceOf(from)).toHaveText("17:00");
  expect(await opacityOf(page, from)).toBe("0");
  // Focused by a click: the browser's own editing (12-hour in this browser), typed as it asks.
  await to.click();
  await expect(faceOf(to)).toBeHidden();
  expect(await opacityOf(page, to)).toBe("1");
  await page.keyboard.type("0930PM");
  await expect(to).toHaveValue("21:30");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(faceOf(to)).toHaveText("21:30");
  expect(await opacityOf(page, to)).toBe("0");
  await expect(from).toHaveAccessibleName("From");
  // The dish is saved with the spec's HH:mm window.
  await form.getByLabel("Title", { exact: true }).fill("Soup");
  await form.getByLabel("Price").fill("5");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Soups" });
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dish added: Soup." })).toBeVisible();
  const dish = await owner.pb.collection("dishes").getFirstListItem(`user="${owner.user.id}"`);
  expect(dish.timeServed).toEqual({ from: "17:00", to: "21:30" });

  // A price list's window and the takeaway hours, in Settings.
  await page.goto("/settings");
  const lists = page.getByRole("form", { name: "New price list" });
  const listFrom = lists.getByLabel("From");
  await expect(listFrom).toHaveValue("17:00");
  await expect(faceOf(listFrom)).toHaveText("17:00");
  await expect(faceOf(lists.getByLabel("To"))).toHaveText("19:00");
  expect(await opacityOf(page, listFrom)).toBe("0");
  await listFrom.focus();
  await expect(faceOf(listFrom)).toBeHidden();
  expect(await opacityOf(page, listFrom)).toBe("1");
  await listFrom.blur();

  const takeaway = page.getByRole("region", { name: "Takeaway" });
  const opens = takeaway.getByLabel("Opens");
  await opens.fill("08:05");
  await opens.blur();
  await expect(faceOf(opens)).toBeVisible();
  await expect(faceOf(opens)).toHaveText("08:05");
  expect(await opacityOf(page, opens)).toBe("0");
  await expect(takeaway.getByLabel("Closes")).not.toHaveValue("");
  expect(await opacityOf(page, takeaway.getByLabel("Closes"))).toBe("0");
});
