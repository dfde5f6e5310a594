import { pb } from "./client";

/** Sends the help form to POST /supportemail (JSON {email, text}; docs/security-and-isolation.md#support-messages). */
export async function sendSupportMessage(email: string, text: string): Promise<void> {
  await pb.send("/supportemail", { method: "POST", body: { email, text } });
}
