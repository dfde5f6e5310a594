import { formatMoney } from "../../domain/money";
import { isWaiterKind } from "../../domain/order-lines";
import { LoadError } from "../../components/ui/load-error";
import { lazy, Suspense, useEffect, useState } from "react";
import {
  listMyOrders,
  myOrdersTopic,
  sentOrders,
  type GuestOrder,
  type GuestOrderStatus,
  type PendingOrder,
  type SentOrder,
} from "../../data/guest-orders";
import { useLiveList } from "../../hooks/use-live-list";
import { useWords, type PageWords } from "./guest-words";

// "Notify me when it's ready" under a takeaway order (docs/takeaway.md#ready-notification): a lazy
// chunk, loaded only on the takeaway page, in a browser that can receive push, for an order not ready.
const ReadyNotify = lazy(() => import("./ready-notify").then((m) => ({ default: m.ReadyNotify })));
// "Receipt" on a takeaway order once it has one (docs/takeaway.md#the-receipt): a lazy chunk.
const OrderReceipt = lazy(() => import("./order-receipt").then((m) => ({ default: m.OrderReceipt })));
const canPush = () =>
  window.isSecureContext && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

type Status = GuestOrderStatus | "waiting";
const statusText = (t: PageWords["t"], s: Status) => t(`status.${s}`);

/**
 * The guest's orders of this visit, live. Mounted only once the guest has sent something: until
 * then nothing is requested (docs/guest-page.md#nothing-the-guest-has-not-asked-for). `version`
 * changes after each send (reload now).
 */
export function SentOrders({
  venueId,
  currency,
  pending,
  version,
  isTakeaway = false,
}: {
  venueId: string;
  currency: string;
  pending: PendingOrder[];
  version: number;
  /** The venue's takeaway page (takeaway on): its orders may offer a ready notification. */
  isTakeaway?: boolean;
}) {
  const { t } = useWords();
  const live = useLiveList(() => listMyOrders(venueId), [myOrdersTopic()], venueId);
  const { reload } = live;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <>
      {live.hasFailed && <LoadError onRetry={reload}>{t("myOrdersLoadFailed")}</LoadError>}
      <MyOrders orders={live.data} pending={pending} venueId={venueId} currency={currency} isTakeaway={isTakeaway} />
    </>
  );
}

/** A line as the guest reads it: a waiter call in the page's words, a dish as the venue titled it. */
function lineTextIn(t: PageWords["t"]) {
  return (l: { dishId: string; title: string; count: number }): string =>
    isWaiterKind(l.dishId) ? t(`waiter.${l.dishId}`) : l.count > 1 ? `${l.title} × ${l.count}` : l.title;
}

/**
 * The orders this guest sent in this visit, with a live status; orders staff deleted say so;
 * orders made offline wait to be sent. `orders` is undefined until the list has loaded.
 */
export function MyOrders({
  orders,
  pending = [],
  venueId,
  currency,
  isTakeaway = false,
}: {
  orders: GuestOrder[] | undefined;
  pending?: PendingOrder[];
  venueId: string;
  currency: string;
  isTakeaway?: boolean;
}) {
  // The list element, watched: the strip steps aside while the list itself is in view.
  const [listEl, setListEl] = useState<HTMLElement | null>(null);
  const [isListInView, setListInView] = useState(false);
  useEffect(() => {
    if (!listEl || typeof IntersectionObserver === "undefined") return;
    const seen = new IntersectionObserver(([entry]) => setListInView(entry.isIntersecting));
    seen.observe(listEl);
    return () => seen.disconnect();
  }, [listEl]);
  const { t } = useWords();
  const lineText = lineTextIn(t);
  const live = new Set((orders ?? []).map((o) => o.id));
  // Until the list has loaded nothing can be told removed.
  const removed = orders ? sentOrders(venueId).filter((s) => !live.has(s.id)) : [];
  if (!orders?.length && !removed.length && !pending.length) return null;
  // The newest order's state, pinned above the bottom bar while the list itself is out of view.
  const latest: { lines: string; status: Status } | null = pending.length
    ? { lines: pending[pending.length - 1].items.map(lineText).join(", "), status: "waiting" }
    : orders?.length
      ? { lines: orders[0].items.map(lineText).join(", "), status: orders[0].status }
      : null;
  return (
    <>
      {latest && !isListInView && (
        <p className="order-status-strip" data-testid="order-status-strip">
          <span className="order-status-strip-lines">{latest.lines}</span>
          <span className={`status status-${latest.status}`}>{statusText(t, latest.status)}</span>
          <a href="#my-orders-title">{t("allSentOrders")}</a>
        </p>
      )}
      <MyOrdersList
        orders={orders}
        pending={pending}
        removed={removed}
        currency={currency}
        listRef={setListEl}
        canNotify={isTakeaway && canPush()}
      />
    </>
  );
}

function MyOrdersList({
  orders,
  pending,
  removed,
  currency,
  listRef,
  canNotify,
}: {
  orders: GuestOrder[] | undefined;
  pending: PendingOrder[];
  removed: SentOrder[];
  currency: string;
  listRef: (el: HTMLElement | null) => void;
  canNotify: boolean;
}) {
  const words = useWords();
  const { t } = words;
  const lineText = lineTextIn(t);
  return (
    <section className="my-orders" aria-labelledby="my-orders-title" ref={listRef}>
      <h2 id="my-orders-title">{t("sentOrders")}</h2>
      <ul aria-live="polite">
        {pending.map((p) => (
          <li key={p.clientRequestId} className="my-order" data-status="waiting">
            <span className="my-order-lines">{p.items.map(lineText).join(", ")}</span>
            {p.total > 0 && <span className="my-order-total">{formatMoney(p.total, currency)}</span>}
            <span className="status status-waiting">{t("statusLine", { status: statusText(t, "waiting") })}</span>
          </li>
        ))}
        {(orders ?? []).map((o) => (
          <li key={o.id} className="my-order" data-status={o.status}>
            {o.pickupNumber && (
              <PickupNumber
                text={t("pickupNumber", { time: o.pickupAt ?? "" }) + laterDay(o.pickupDay, words)}
                n={o.pickupNumber}
              />
            )}
            <span className="my-order-lines">{o.items.map(lineText).join(", ")}</span>
            {/* At a venue with tax added, what the guest owes: the total with tax (the server's). */}
            {o.total > 0 && (
              <span className="my-order-total">{formatMoney(o.due ? o.due.totalCents / 100 : o.total, currency)}</span>
            )}
            <span className={`status status-${o.status}`}>
              {t("statusLine", {
                status: o.pickupNumber && o.status === "done" ? t("status.ready") : statusText(t, o.status),
              })}
            </span>
            {o.pickupNumber && (
              <Suspense fallback={null}>
                <OrderReceipt orderId={o.id} status={o.status} />
              </Suspense>
            )}
            {canNotify && o.pickupNumber && o.status !== "done" && (
              <Suspense fallback={null}>
                <ReadyNotify orderId={o.id} pickupNumber={o.pickupNumber} />
              </Suspense>
            )}
          </li>
        ))}
        {removed.map((o) => (
          <li key={o.id} className="my-order" data-status="removed">
            {/* What it was; an order remembered before the lines were kept is named by its id. */}
            <span className="my-order-lines">
              {o.items?.length ? o.items.map(lineText).join(", ") : t("orderById", { id: o.id })}
            </span>
            {!!o.total && <span className="my-order-total">{formatMoney(o.total, currency)}</span>}
            <span className="status status-removed">{t("statusLine", { status: statusText(t, "removed") })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** " on Sun, Nov 29" for an order ahead for a later day than this phone's today, in the page's language; "" otherwise. */
function laterDay(day: string | undefined, { t, lang }: PageWords): string {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  if (!day || day <= today) return "";
  // The date in the page's language, not the browser's (as the takeaway page's pickup days, day-text.ts).
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString(lang, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return ` ${t("onDay", { day: label })}`;
}

/** "Pickup number **12** at 18:30" in the page's language: the number in bold wherever it stands. */
function PickupNumber({ text, n }: { text: string; n: number }) {
  const [before, after = ""] = text.split("{{number}}");
  return (
    <span className="my-order-pickup">
      {before}
      <strong>{n}</strong>
      {after}
    </span>
  );
}
