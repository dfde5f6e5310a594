import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { mayOpen } from "../../domain/team";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { kitchenQueue, toKitchenSettings } from "../../domain/kitchen";
import { msg } from "../../domain/messages";
import { ORDERS_TOPIC, listLiveOrders, newUnfinishedOrder } from "../../data/orders";
import type { RecordEvent } from "../../data/realtime";
import type { Order } from "../../domain/orders";
import { useLiveList } from "../../hooks/use-live-list";
import { useNow } from "../../hooks/use-now";
import { useOwner } from "../../hooks/use-session";
import { KitchenCard } from "./kitchen-card";
import { useTicketPrinter } from "./kitchen-ticket";
import { useChime } from "./use-chime";
import { UNDO_MS, useKitchenTaps } from "./use-kitchen-taps";
import { useWakeLock } from "./use-wake-lock";
import "./kitchen.css";

const WAKE_TEXT = {
  on: "Screen stays on",
  off: "Screen may sleep",
  unsupported: "Screen may sleep (not supported here)",
} as const;

/** What the route adds to the kitchen display: a station filter, its control, a notice, a reprint. */
export interface KitchenExtras {
  /** The orders as the chosen station sees them (docs/kitchen.md#stations-and-printers). */
  filter?: <T extends Order>(orders: T[]) => T[];
  toolbar?: ReactNode;
  notice?: ReactNode;
  onReprint?: (orderId: string) => void;
}

/**
 * The kitchen display (docs/kitchen.md): every unfinished order as a large card, oldest first, live over
 * realtime with the chime; tap to start, tap again to finish, each undoable for a few seconds.
 */
export function KitchenPage({ extras = {} }: { extras?: KitchenExtras }) {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const settings = owner?.kitchen ?? toKitchenSettings({});
  const now = useNow(15_000);
  const chime = useChime();
  const wake = useWakeLock();
  const tickets = useTicketPrinter();
  const [error, setError] = useState("");
  const [isFullScreen, setFullScreen] = useState(false);
  const playRef = useRef(chime.play);
  useEffect(() => {
    playRef.current = chime.play;
  });

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const load = useCallback(() => listLiveOrders(ownerId, 1), [ownerId]);
  const onEvent = useCallback((e: RecordEvent) => {
    if (newUnfinishedOrder(e)) playRef.current();
  }, []);
  const live = useLiveList(load, [ORDERS_TOPIC], ownerId, onEvent);
  const autoPrint = settings.autoPrint;
  const taps = useKitchenTaps({
    onStarted: (o) => autoPrint && tickets.print(o),
    onFailed: (action) => setError(msg(action === "start" ? "orderStartFailed" : "orderFinishFailed")),
    reload: live.reload,
  });

  const all = live.data?.items ?? [];
  const queue = kitchenQueue(extras.filter ? extras.filter(all) : all);
  const toggleFullScreen = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else document.documentElement.requestFullscreen?.().catch(() => {});
  };

  return (
    <div className="kitchen-page">
      <header className="kitchen-bar">
        <h1>Kitchen</h1>
        <span className="kitchen-count" aria-live="polite">
          {queue.length} {queue.length === 1 ? "order" : "orders"}
        </span>
        {extras.toolbar}
        <span className={`kitchen-wake wake-${wake}`}>{WAKE_TEXT[wake]}</span>
        <button
          type="button"
          className="button secondary"
          aria-pressed={chime.isOn}
          onClick={() => chime.setOn(!chime.isOn)}
        >
          Sound <span aria-hidden="true">{chime.isOn ? "(on)" : "(off)"}</span>
        </button>
        <button type="button" className="button secondary" onClick={toggleFullScreen}>
          {isFullScreen ? "Exit full screen" : "Full screen"}
        </button>
        {/* Only a role that may open Orders sees the way there (a kitchen device does not). */}
        {owner && mayOpen(owner.role, PATHS.orders) && (
          <Link className="button secondary" to={PATHS.orders}>
            Orders
          </Link>
        )}
      </header>
      {extras.notice}
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      {live.isLoading ? (
        <Spinner label="Loading orders" />
      ) : live.hasFailed ? (
        <LoadError onRetry={live.reload}>{msg("ordersLoadFailed")}</LoadError>
      ) : queue.length === 0 ? (
        <p className="kitchen-empty">No orders to cook. New orders appear here by themselves.</p>
      ) : (
        <ol className="kitchen-grid" aria-label="Orders, oldest first">
          {queue.map((o) => (
            <li key={o.id}>
              <KitchenCard
                order={taps.shown(o)}
                isPending={taps.pending.some((p) => p.orderId === o.id)}
                now={now}
                settings={settings}
                onTap={() => taps.tap(o)}
                onPrint={() => tickets.print(o)}
                onReprint={extras.onReprint ? () => extras.onReprint?.(o.id) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="kitchen-toasts" aria-live="polite">
        {taps.pending.map((p) => (
          <div
            key={`${p.orderId}-${p.action}`}
            className="kitchen-toast"
            role="status"
            style={{ ["--undo-ms" as string]: `${UNDO_MS}ms` }}
          >
            <span>
              Table {p.table} {p.action === "start" ? "started" : "finished"}.
            </span>
            <button type="button" className="button" onClick={() => taps.undo(p.orderId)}>
              Undo
            </button>
          </div>
        ))}
      </div>
      {tickets.element}
    </div>
  );
}
