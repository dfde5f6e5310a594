// A manager's approval on the floor (docs/security-and-isolation.md#a-managers-approval): the
// owner's and managers' approval codes, and the one-time approval a manager gives on a waiter's
// screen (pb_hooks/approvals.pb.js). The approval goes with the restricted request in X-Approval.
import { ClientResponseError } from "pocketbase";
import { pb } from "./client";
import { toUserError } from "./errors";

/** The server's 403 for a restricted action without an approval (pb_hooks/lib/team/approvals.js NEEDED). */
export const APPROVAL_NEEDED = "This needs a manager's approval: ask a manager to enter their approval code.";

/** The actions that need a manager's approval on a waiter's screen or a shared device. */
export type ApprovalAction = "deleteOrder" | "closeUnpaid";

/** Whether `e` is the server's "needs a manager's approval" refusal. */
export function isApprovalNeeded(e: unknown): boolean {
  return e instanceof ClientResponseError && e.status === 403 && e.response?.message === APPROVAL_NEEDED;
}

/** The headers that carry an approval token (none without one). */
export function approvalHeaders(token?: string): Record<string, string> {
  return token ? { "X-Approval": token } : {};
}

/** Who can approve in the signed-in venue: the owner and managers who set a code. */
export async function listApprovers(): Promise<{ id: string; name: string }[]> {
  const res = await pb.send<{ items: { id: string; name: string }[] }>("/api/team/approvers", { method: "GET" });
  return res.items;
}

/** A manager's code gives a one-time approval of `action` on record `target`: its token (60 s). */
export async function requestApproval(
  action: ApprovalAction,
  target: string,
  approver: string,
  code: string,
): Promise<string> {
  const res = await pb.send<{ token: string }>("/api/team/approve", {
    method: "POST",
    body: { action, target, approver, code },
  });
  return res.token;
}

/** Whether the signed-in owner or manager has an approval code. */
export async function hasApprovalCode(): Promise<boolean> {
  return (await pb.send<{ isSet: boolean }>("/api/team/approval-code", { method: "GET" })).isSet;
}

/** Sets the signed-in owner's or manager's approval code (4 to 8 digits); "" removes it. */
export async function setApprovalCode(code: string): Promise<boolean> {
  return (await pb.send<{ isSet: boolean }>("/api/team/approval-code", { method: "POST", body: { code } })).isSet;
}

/** What the approval dialog (src/components/ui/approval-dialog.tsx) asks the server. */
export const approvalApi = {
  isNeeded: isApprovalNeeded,
  listApprovers,
  approve: (action: string, target: string, approver: string, code: string) =>
    requestApproval(action as ApprovalAction, target, approver, code),
  messageOf: (e: unknown) => toUserError(e).message,
};
