import { expect, test } from "@playwright/test";
import { msg } from "../../src/domain/messages";
import { adminClient } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

test("help: both fields required, a sent message is stored and confirmed", async ({ page }) => {
  const owner = await newOwner("help");
  await signInPage(page, owner);
  await page.goto("/help");
  const form = page.getByRole("form", { name: "Contact support" });
  await expect(form.getByLabel("Email")).toHaveValue(owner.email);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Message is required.")).toBeVisible();
  const text = `Printing QR codes cuts the text ${Date.now()}`;
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(msg("supportSent"))).toBeVisible();
  const admin = await adminClient();
  const row = await admin.collection("support_messages").getFirstListItem(admin.filter("text = {:t}", { t: text }));
  expect(row.email).toBe(owner.email);
});
