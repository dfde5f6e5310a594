import { pb } from "./client";

/** Sends the help form to POST /supportemail (spec 7: JSON {email, text}). */
export async function sendSupportMessage(email: string, text: string): Promise<void> {
  await pb.send("/supportemail", { method: "POST", body: { email, text } });
}
