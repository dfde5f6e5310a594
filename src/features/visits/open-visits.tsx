import { useCallback, useState } from "react";
import { createPortal } from "react-dom";
import { Banner } from "../../components/ui/banner";
import { useConfirm } from "../../components/ui/confirm";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../domain/money";
import { splitText, type VisitView } from "../../domain/visit";
import { toUserError } from "../../data/errors";
import type { RecordEvent } from "../../data/realtime";
import {
  VISITS_TOPIC,
  adoptOrder,
  closeVisit,
  listOpenVisits,
  moveVisit,
  payPart,
  payShare,
  removeMember,
  resetGroup,
} from "../../data/venue-visits";
import { useLiveList } from "../../hooks/use-live-list";
import { useOwner } from "../../hooks/use-session";
import { ApartOrders } from "./apart-orders";
import { playBillChime } from "./bill-chime";
import { VisitCard } from "./visit-card";
import { FindReceipt, StaffReceiptDialog, type ReceiptRef } from "./staff-receipt";
import "./visits.css";
import { useApproval } from "../../components/ui/use-approval";
import { approvalApi } from "../../data/approvals";

/** Bill requests first (oldest first among them), then the other open tabs, oldest first. */
function billsFirst(visits: VisitView[]): VisitView[] {
  const asked = (v: VisitView) => (v.status === "billRequested" ? 0 : 1);
  return visits
    .map((v, i) => ({ v, i }))
    .sort((a, b) => asked(a.v) - asked(b.v) || a.i - b.i)
    .map((x) => x.v);
}

/**
 * The venue's open table visits (tabs), live (docs/table-tab.md#staff): shown on Orders (`isStrip`:
 * a strip at the top of the board, bill requests first, its banners in the board's one stack of
 * banners) and on Tables & QR. A venue without tabs and without open visits sees nothing of it.
 */
export function OpenVisits({ isStrip = false }: { isStrip?: boolean }) {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const currency = owner?.currency ?? "";
  const [alert, setAlert] = useState<VisitView | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const [withApproval, approvalDialog] = useApproval(approvalApi);

  const onEvent = useCallback((e: RecordEvent) => {
    const v = e.record as unknown as VisitView;
    if (v.status === "billRequested" && v.bill && !v.bill.shares.some((s) => s.paid)) {
      setAlert((prev) => (prev?.id === v.id && prev.billRequestedAt === v.billRequestedAt ? prev : v));
      if (e.action === "update") playBillChime();
    }
  }, []);
  const live = useLiveList(listOpenVisits, [VISITS_TOPIC], ownerId, onEvent);
  const visits = billsFirst(live.data ?? []);
  // On Orders the banners join the board's stack (orders-page.tsx #board-banners). It is in the
  // page once the visits have loaded (the strip shows a spinner before); if not, they stay here.
  const slot = isStrip && typeof document !== "undefined" ? document.getElementById("board-banners") : null;

  const act = async (v: VisitView, run: () => Promise<VisitView>, done: string) => {
    setBusy(v.id);
    try {
      await run();
      setNotice({ kind: "success", text: done });
      if (alert?.id === v.id) setAlert(null);
    } catch (e) {
      setNotice({ kind: "error", text: toUserError(e).message });
    } finally {
      setBusy("");
      live.reload();
    }
  };
  const onClose = async (v: VisitView) => {
    const unpaid = v.bill ? v.bill.shares.filter((s) => !s.paid).reduce((s, x) => s + x.amountCents, 0) : v.totalCents;
    const body =
      unpaid > 0
        ? `${formatMoney(unpaid / 100, currency)} of table ${v.table}'s bill is not marked paid. Close the visit anyway? Its orders are finished.`
        : `Close table ${v.table}'s visit? Its orders are finished.`;
    if (!(await confirm({ title: `Close table ${v.table}`, body, confirmLabel: "Close visit" }))) return;
    // With money unpaid, a waiter's close may need a manager's approval (docs/security-and-isolation.md).
    const ask = { action: "closeUnpaid" as const, target: v.id, what: `Closing table ${v.table} with money unpaid` };
    await act(
      v,
      () => withApproval(ask, (token) => closeVisit(v.id, true, token)),
      `Table ${v.table}'s visit is closed.`,
    );
  };

  // The staff own the table (docs/table-tab.md#the-staff-own-the-table): a phone out of the group, or the group reset.
  const onRemove = async (v: VisitView, n: number) => {
    const label = v.members.find((m) => m.n === n)?.label ?? "This phone";
    const body = `${label} leaves table ${v.table}'s group and no longer sees its bill. The group's invitation changes.`;
    if (!(await confirm({ title: `Remove ${label}'s phone`, body, confirmLabel: "Remove phone" }))) return;
    await act(v, () => removeMember(v.id, n), `${label} was removed from table ${v.table}'s group.`);
  };
  const onReset = async (v: VisitView) => {
    const body = `Every phone leaves table ${v.table}'s group and its group cart is emptied; the orders and the bill stay. The next phone that scans the table's code starts a new group.`;
    if (!(await confirm({ title: `Reset table ${v.table}'s group`, body, confirmLabel: "Reset group" }))) return;
    await act(v, () => resetGroup(v.id), `Table ${v.table}'s group was reset.`);
  };

  const [receipt, setReceipt] = useState<ReceiptRef | null>(null);
  const banners = (
    <>
      <div aria-live="assertive" className="bill-alert">
        {alert && (
          <Banner kind="info" onClose={() => setAlert(null)}>
            Table {alert.table} asks for the bill: {alert.bill ? splitText(alert.bill) : ""}, tip{" "}
            {formatMoney((alert.bill?.tipCents ?? 0) / 100, currency)},{" "}
            {alert.bill?.method === "card" ? "card" : "cash"}
          </Banner>
        )}
      </div>
      {notice && (
        <Banner kind={notice.kind} onClose={() => setNotice(null)}>
          {notice.text}
        </Banner>
      )}
    </>
  );

  if (live.isLoading) return owner?.tableService === "tab" ? <Spinner label="Loading open tables" /> : null;
  if (live.hasFailed) return <LoadError onRetry={live.reload}>Failed to load the open tables.</LoadError>;
  if (!visits.length && owner?.tableService !== "tab") {
    // No table tabs: only "Find a receipt" where the venue issues receipts (a takeaway order's, a
    // payment's: docs/tax-and-receipts.md#printing).
    if (!owner?.moneyRules?.receipt?.legalName) return null;
    return (
      <section className="open-visits" aria-labelledby="receipts-title">
        <div className="open-visits-head">
          <h2 id="receipts-title">Receipts</h2>
          <FindReceipt onFind={(number) => setReceipt({ number })} />
        </div>
        {receipt && <StaffReceiptDialog of={receipt} onClose={() => setReceipt(null)} />}
      </section>
    );
  }
  return (
    <section className={`open-visits ${isStrip ? "is-strip" : ""}`} aria-labelledby="open-visits-title">
      <div className="open-visits-head">
        <h2 id="open-visits-title">Open tables</h2>
        <FindReceipt onFind={(number) => setReceipt({ number })} />
      </div>
      {slot ? createPortal(banners, slot) : banners}
      {visits.length === 0 ? (
        <p className="empty">No open tables. A table's first order opens its tab.</p>
      ) : (
        <div
          className="open-visits-list"
          tabIndex={isStrip ? 0 : undefined}
          role={isStrip ? "group" : undefined}
          aria-label={isStrip ? "Open tabs" : undefined}
        >
          {visits.map((v) => (
            <VisitCard
              key={v.id}
              visit={v}
              currency={currency}
              isBusy={busy === v.id}
              onPay={(i) => act(v, () => payShare(v.id, i), `${v.bill?.shares[i]?.label ?? "Share"} is paid.`)}
              onPayPart={(p) => act(v, () => payPart(v.id, p.no), `${p.label}'s part is paid.`)}
              onClose={() => onClose(v)}
              onMove={(n) => act(v, () => moveVisit(v.id, n), `The visit moved to table ${n}.`)}
              onRemove={(n) => onRemove(v, n)}
              onReset={() => onReset(v)}
              onReceipt={(id) => setReceipt({ id })}
            />
          ))}
        </div>
      )}
      {visits.length > 0 && (
        <ApartOrders
          visits={visits}
          ownerId={ownerId}
          currency={currency}
          busy={busy !== ""}
          onAdopt={(v, o) => act(v, () => adoptOrder(v.id, o.id), `The order was added to table ${v.table}'s tab.`)}
        />
      )}
      {confirmDialog}
      {approvalDialog}
      {receipt && <StaffReceiptDialog of={receipt} onClose={() => setReceipt(null)} />}
    </section>
  );
}
