import { useState, type ReactNode } from "react";
import { useConfirm } from "../../components/ui/confirm";
import { combineOrders } from "../../domain/combine";
import { msg, type MessageKey } from "../../domain/messages";
import type { Order, OrderLine } from "../../domain/orders";
import { toUserError } from "../../data/errors";
import { combineOrdersOnServer, deleteOrder, finishOrder, saveOrderItems, startOrder } from "../../data/orders";
import { useApproval } from "../../components/ui/use-approval";
import { approvalApi } from "../../data/approvals";

export type Notice = { kind: "success" | "error"; text: string } | null;

interface Options {
  orders: Order[];
  selection: string[];
  clearSelection: () => void;
  reload: () => void;
  /** An order was started here (e.g. print its kitchen ticket). */
  onStarted?: (o: Order) => void;
}

/**
 * The Orders page actions: Start, Finish and Delete ask first; each reports with the catalogue's texts.
 * Confirm buttons read 'Yes, start' etc.: they answer the question and still name the action.
 */
export function useOrderActions({ orders, selection, clearSelection, reload, onStarted }: Options) {
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [withApproval, approvalDialog] = useApproval(approvalApi);
  const say = (kind: "success" | "error", key: MessageKey) => setNotice({ kind, text: msg(key) });

  async function act(run: () => Promise<unknown>, ok: MessageKey, fail: MessageKey, then?: () => void) {
    try {
      await run();
      say("success", ok);
      then?.();
    } catch (e) {
      if (!toUserError(e).isAbort) say("error", fail);
    } finally {
      reload();
    }
  }

  async function start(o: Order) {
    if (
      !(await confirm({
        title: `Start the order from table ${o.tableSlug}?`,
        confirmLabel: "Yes, start",
        isDestructive: false,
      }))
    )
      return;
    await act(
      () => startOrder(o.id),
      "orderStarted",
      "orderStartFailed",
      () => onStarted?.(o),
    );
  }

  async function finish(o: Order) {
    if (
      !(await confirm({
        title: `Finish the order from table ${o.tableSlug}?`,
        confirmLabel: "Yes, finish",
        isDestructive: false,
      }))
    )
      return;
    await act(() => finishOrder(o.id), "orderFinished", "orderFinishFailed");
  }

  async function remove(o: Order) {
    const ok = await confirm({
      title: `Delete the order from table ${o.tableSlug}?`,
      body: "This cannot be undone.",
      confirmLabel: "Yes, delete",
    });
    // A started order on a waiter's screen may need a manager's approval (docs/security-and-isolation.md).
    const ask = { action: "deleteOrder" as const, target: o.id, what: `Deleting the order from table ${o.tableSlug}` };
    if (ok)
      await act(
        () => withApproval(ask, (token) => (token ? deleteOrder(o.id, token) : deleteOrder(o.id))),
        "orderDeleted",
        "orderDeleteFailed",
      );
  }

  /** Saves an edit based on `o` as loaded; rejects (keeping the editor open) when refused. */
  async function saveEdit(o: Order, lines: OrderLine[]) {
    try {
      await saveOrderItems(o.id, lines, o.updated);
      say("success", "orderUpdated");
    } catch (e) {
      say("error", "orderUpdateFailed");
      throw e;
    } finally {
      reload();
    }
  }

  async function combine() {
    const plan = combineOrders(selection, orders);
    if (!plan.ok) {
      say("error", plan.reason === "finished" ? "ordersCombineFailed" : plan.reason);
      return;
    }
    if (plan.isAcrossTables) {
      const ok = await confirm({
        title: "Combine orders from different tables?",
        body: `Table ${plan.older.tableSlug} and table ${plan.newer.tableSlug}: the combined order goes under table ${plan.newer.tableSlug}.`,
        confirmLabel: "Yes, combine",
      });
      if (!ok) return;
    }
    try {
      await combineOrdersOnServer([plan.older.id, plan.newer.id]);
      clearSelection();
      say("success", "ordersCombined");
    } catch (e) {
      const err = toUserError(e);
      if (err.isAbort) return;
      if (err.status === 404) say("error", "ordersNotFound");
      else if (err.message === msg("selectExactlyTwo")) say("error", "selectExactlyTwo");
      // A refusal the owner can act on (e.g. the result would exceed an order's limits): say why.
      else if (err.status === 400 && err.message !== msg("genericError")) {
        setNotice({ kind: "error", text: `${msg("ordersCombineFailed")} ${err.message}` });
      } else say("error", "ordersCombineFailed");
    } finally {
      reload();
    }
  }

  const dialogs: ReactNode = (
    <>
      {confirmDialog}
      {approvalDialog}
    </>
  );
  return { notice, setNotice, confirmDialog: dialogs, start, finish, remove, saveEdit, combine };
}
