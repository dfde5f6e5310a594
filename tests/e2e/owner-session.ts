// Owner-side e2e helpers: a fresh owner account signed in by seeding the SDK's
// session key, so these tests do not depend on the login page's markup.
import PocketBase, { type RecordModel } from "pocketbase";
import type { Page } from "@playwright/test";
import { baseURL, uniqueEmail } from "./fixtures";

export interface E2EOwner {
  pb: PocketBase;
  user: RecordModel;
  email: string;
  password: string;
}

/** Registers a new owner through the public API and returns its signed-in SDK client. */
export async function newOwner(prefix = "owner"): Promise<E2EOwner> {
  const email = uniqueEmail(prefix);
  const password = "owner-password-123";
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  await pb.collection("users").create({ email, password, passwordConfirm: password });
  const auth = await pb.collection("users").authWithPassword(email, password);
  return { pb, user: auth.record, email, password };
}

/** Puts the owner's session where the app's auth store reads it (key draft_session) before any script runs. */
export async function signInPage(page: Page, owner: E2EOwner): Promise<void> {
  const value = JSON.stringify({ token: owner.pb.authStore.token, record: owner.pb.authStore.record });
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem("draft_session")) window.localStorage.setItem("draft_session", v);
  }, value);
}
