import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { usePagePastEnd } from "../../hooks/use-page-past-end";
import { useUrlParams } from "../../hooks/use-url-params";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { Pagination } from "../../components/ui/pagination";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { msg } from "../../domain/messages";
import { matchesTable, type Order } from "../../domain/orders";
import { ORDERS_TOPIC, listLiveOrders, newUnfinishedOrder } from "../../data/orders";
import type { RecordEvent } from "../../data/realtime";
import { toUserError } from "../../data/errors";
import { useLiveList } from "../../hooks/use-live-list";
import { useNow } from "../../hooks/use-now";
import { useOwner } from "../../hooks/use-session";
import { EditOrderDialog } from "./edit-order-dialog";
import { FirstHourChecklist } from "./first-hour-checklist";
import { useTicketPrinter } from "./kitchen-ticket";
import { NewOrderDialog } from "./new-order-dialog";
import { OrderCard } from "./order-card";
import { OrdersBoard } from "./orders-board";
import { TableMapDialog } from "./table-map-dialog";
import { useChime } from "./use-chime";
import { useMediaQuery } from "./use-media-query";
import { useOrderActions } from "./use-order-actions";
import "./orders.css";

const NEW_ORDER_BANNER_MS = 5000;
const SUCCESS_NOTICE_MS = 6000;

interface Props {
  headerActions?: ReactNode;
  strip?: ReactNode;
  /** Prints an order again on its stations' printers; resolves to how many tickets. */
  onReprint?: (orderId: string) => Promise<number>;
}

/**
 * Live orders (docs/owner-screens.md#orders-page). `headerActions` is rendered next to the title
 * (push bell); `strip` at the top of the board, above the orders (the open table tabs); `onReprint`
 * only at a venue with printers.
 */
export function OrdersPage({ headerActions, strip, onReprint }: Props) {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const { params, setParam: setUrlParam } = useUrlParams();
  const tableFilter = params.get("table") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const tab = params.get("tab") === "started" ? "started" : "not-started";
  // A new table filter starts again at page 1.
  const setParam = (key: string, value: string) => setUrlParam(key, value, key === "table" ? ["page"] : []);

  const isNarrow = useMediaQuery("(max-width: 768px)");
  const now = useNow();
  const chime = useChime();
  const [newOrderTable, setNewOrderTable] = useState<{ table: string; at: number } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Order | null>(null);
  const [isMapOpen, setMapOpen] = useState(false);
  const [isNewOrderOpen, setNewOrderOpen] = useState(false);
  const tickets = useTicketPrinter();
  const playRef = useRef(chime.play);
  useEffect(() => {
    playRef.current = chime.play;
  });

  const load = useCallback(() => listLiveOrders(ownerId, page), [ownerId, page]);
  const onEvent = useCallback((e: RecordEvent) => {
    const created = newUnfinishedOrder(e);
    if (!created) return;
    setNewOrderTable({ table: created.tableSlug, at: Date.now() });
    playRef.current();
  }, []);
  const live = useLiveList(load, [ORDERS_TOPIC], `${ownerId}:${page}`, onEvent);

  useEffect(() => {
    if (!newOrderTable) return;
    const t = setTimeout(() => setNewOrderTable(null), NEW_ORDER_BANNER_MS);
    return () => clearTimeout(t);
  }, [newOrderTable]);

  const orders = live.data?.items ?? [];
  const totalPages = live.data?.totalPages ?? 1;
  // Orders finished or deleted elsewhere can leave the page number past the end: step back.
  usePagePastEnd(page, totalPages, live.data !== undefined);
  const shown = orders.filter((o) => matchesTable(o, tableFilter));
  // Selection only keeps orders still on the board (combined, deleted or finished ones drop out).
  const selection = selected.filter((id) => orders.some((o) => o.id === id));
  const currencyOf = (o: Order) => o.currency || owner?.currency || "";
  const autoPrint = owner?.kitchen.autoPrint ?? false;
  const actions = useOrderActions({
    orders,
    selection,
    clearSelection: () => setSelected([]),
    reload: live.reload,
    // With "print a kitchen ticket when an order is started" on, Start prints here too.
    onStarted: (o) => autoPrint && tickets.print(o),
  });
  const { notice, setNotice, confirmDialog } = actions;
  // A success note steps aside by itself; an error stays until it is dismissed.
  useEffect(() => {
    if (notice?.kind !== "success") return;
    const t = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice, setNotice]);
  const reprint = async (orderId: string) => {
    if (!onReprint) return;
    try {
      const n = await onReprint(orderId);
      setNotice({ kind: "success", text: n === 1 ? "Sent to 1 printer." : `Sent to ${n} printers.` });
    } catch (err) {
      const u = toUserError(err);
      if (!u.isAbort) setNotice({ kind: "error", text: u.message });
    }
  };

  return (
    <section className="orders-page">
      <header className="orders-header">
        <h1>Orders</h1>
        {headerActions}
        {/* A toggle button, not a checkbox: the page's checkboxes are the order selection only. */}
        <button
          type="button"
          className="button secondary small chime-toggle"
          aria-pressed={chime.isOn}
          onClick={() => chime.setOn(!chime.isOn)}
        >
          Sound for new orders <span aria-hidden="true">{chime.isOn ? "(on)" : "(off)"}</span>
        </button>
      </header>
      {owner?.checklistOpen && owner.role === "owner" && <FirstHourChecklist owner={owner} />}
      {/* Every banner of the board stacks here, in the page's flow above the orders (the open
          tabs' bill requests join it, features/visits/open-visits.tsx): a floating one covered
          the Start and Delete buttons of the cards under it. */}
      <div className="orders-toasts" id="board-banners">
        <div aria-live="polite">
          {newOrderTable && <Banner kind="info">{msg("newOrderFromTable", { table: newOrderTable.table })}</Banner>}
        </div>
        {notice && (
          <Banner kind={notice.kind} onClose={() => setNotice(null)}>
            {notice.text}
          </Banner>
        )}
      </div>
      {strip}
      <div className="orders-toolbar">
        <Field
          fieldClassName="field orders-filter"
          id="orders-table-filter"
          label="Table number"
          type="text"
          inputMode="search"
          value={tableFilter}
          onChange={(e) => setParam("table", e.target.value)}
          placeholder="Filter by table"
        />
        <button type="button" className="button secondary" onClick={() => setMapOpen(true)}>
          Show table map
        </button>
        <button type="button" className="button" onClick={() => setNewOrderOpen(true)}>
          New order
        </button>
      </div>
      <div className="combine-bar" role="group" aria-label="Combine orders">
        <span aria-live="polite">Selected: {selection.length} of 2</span>
        <span className="combine-hint muted">Tick two orders to combine them into one.</span>
        {selection.length === 2 && (
          <button type="button" className="button small" onClick={actions.combine}>
            Combine
          </button>
        )}
      </div>
      {live.isLoading ? (
        <Spinner label="Loading orders" />
      ) : live.hasFailed ? (
        <LoadError onRetry={live.reload}>{msg("ordersLoadFailed")}</LoadError>
      ) : (
        <OrdersBoard
          orders={shown}
          isNarrow={isNarrow}
          tab={tab}
          onTab={(t) => setParam("tab", t === "started" ? "started" : "")}
          renderCard={(o) => (
            <OrderCard
              key={o.id}
              order={o}
              currency={currencyOf(o)}
              isSelected={selection.includes(o.id)}
              isSelectable={selection.length < 2}
              onSelect={(on) => setSelected(on ? [...selection, o.id] : selection.filter((id) => id !== o.id))}
              onStart={() => actions.start(o)}
              onFinish={() => actions.finish(o)}
              onEdit={() => setEditing(o)}
              onDelete={() => actions.remove(o)}
              onPrint={() => tickets.print(o)}
              onReprint={onReprint ? () => void reprint(o.id) : undefined}
              now={now}
            />
          )}
        />
      )}
      <Pagination page={page} totalPages={totalPages} onPage={(p) => setParam("page", p > 1 ? String(p) : "")} />
      {editing && (
        <EditOrderDialog
          order={editing}
          ownerId={ownerId}
          currency={currencyOf(editing)}
          onCancel={() => setEditing(null)}
          onSave={async (lines) => {
            await actions.saveEdit(editing, lines);
            setEditing(null);
          }}
        />
      )}
      {isNewOrderOpen && owner && (
        <NewOrderDialog
          ownerId={ownerId}
          publicLink={owner.publicLink}
          currency={owner.currency}
          initialTable={tableFilter.trim()}
          onClose={() => setNewOrderOpen(false)}
          onCreated={(o) => {
            setNewOrderOpen(false);
            setNotice({ kind: "success", text: msg("staffOrderCreated", { table: o.tableSlug }) });
            live.reload();
          }}
        />
      )}
      {isMapOpen && (
        <TableMapDialog
          ownerId={ownerId}
          openOrders={orders.reduce<Record<string, number>>(
            (n, o) => {
              n[o.tableSlug] = (n[o.tableSlug] ?? 0) + 1;
              return n;
            },
            Object.create(null) as Record<string, number>,
          )}
          onClose={() => setMapOpen(false)}
          onPick={(n) => {
            setParam("table", String(n));
            setMapOpen(false);
          }}
        />
      )}
      {confirmDialog}
      {tickets.element}
    </section>
  );
}
