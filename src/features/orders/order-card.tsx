import { handledBy, localDay, placeOf, type Order } from "../../domain/orders";
import { formatMoney, lineAmount } from "../../domain/money";
import { OrderTotal } from "../../components/order-total";
import { formatOrderTime, isUpdatedShown } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { formatWait, isWaiterRequest, minutesSince } from "../../domain/kitchen";
import { WAITER_CALL_TEXT } from "../../domain/order-lines";

interface Props {
  order: Order;
  currency: string;
  isSelected: boolean;
  isSelectable: boolean;
  onSelect: (selected: boolean) => void;
  onStart: () => void;
  onFinish: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Print a kitchen ticket of this order. */
  onPrint?: () => void;
  /** Print it again on its stations' network printers (a venue with printers only). */
  onReprint?: () => void;
  /** The current time, for how long the order has waited ('12 min'); none shown without it. */
  now?: Date;
}

/** One live order: table, id, times, lines with amounts, selection and actions. */
export function OrderCard({
  order,
  currency,
  isSelected,
  isSelectable,
  onSelect,
  onStart,
  onFinish,
  onEdit,
  onDelete,
  onPrint,
  onReprint,
  now,
}: Props) {
  const dateStyle = useDateStyle();
  const titleId = `order-${order.id}-title`;
  // A waiter call is for the floor staff: its own look, no kitchen ticket, nothing to edit.
  const isCall = isWaiterRequest(order);
  const callText = isCall ? WAITER_CALL_TEXT[order.items[0].dishId as keyof typeof WAITER_CALL_TEXT] : "";
  return (
    <article
      className={`card order-card ${isSelected ? "is-selected" : ""} ${isCall ? "is-waiter-call" : ""}`}
      aria-labelledby={titleId}
    >
      <header className="order-card-head">
        <label className="order-select">
          <input
            type="checkbox"
            checked={isSelected}
            disabled={!isSelected && !isSelectable}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select order ${order.id} from table ${order.tableSlug}`}
          />
        </label>
        <h3 id={titleId}>{placeOf(order, localDay(now ?? new Date()))}</h3>
        {now && !order.finished && (
          <span className="order-wait" title="Waiting since it was sent">
            {formatWait(minutesSince(order.created, now))}
          </span>
        )}
        <span className="order-id">#{order.id}</span>
        {order.isTest && <span className="order-test-badge">Test order</span>}
        {/* An order on a table's tab is paid with the tab (docs/table-tab.md), not on its own. */}
        {order.visit && <span className="order-tab-badge">Tab</span>}
      </header>
      {isCall && <p className="waiter-call-banner">{callText}</p>}
      <p className="order-times">
        <span>Created {formatOrderTime(order.created, dateStyle)}</span>
        {isUpdatedShown(order.created, order.updated, dateStyle) && (
          <span>Updated {formatOrderTime(order.updated, dateStyle)}</span>
        )}
        {handledBy(order) && <span className="order-handled">{handledBy(order)}</span>}
      </p>
      <ul className="order-lines">
        {order.items.map((l) => (
          <li key={l.dishId}>
            <span>
              <span>
                {l.title} × {l.count}
              </span>
              {/* The kitchen must see the extras: 'Burger + Bacon' and a plain Burger are two lines. */}
              {Object.keys(l.modifiers).length > 0 && (
                <small className="order-line-extras">+ {Object.keys(l.modifiers).join(", ")}</small>
              )}
            </span>
            <span>{formatMoney(lineAmount(l), currency)}</span>
          </li>
        ))}
      </ul>
      <OrderTotal className="order-total" total={order.total} due={order.due} currency={currency} />
      <div className="order-actions">
        {!order.started && (
          <button type="button" className="button small" onClick={onStart}>
            Start
          </button>
        )}
        {order.started && (
          <>
            <button type="button" className="button small" onClick={onFinish}>
              Finish
            </button>
            {!isCall && (
              <button type="button" className="button small secondary" onClick={onEdit}>
                Edit
              </button>
            )}
          </>
        )}
        {onPrint && !isCall && (
          <button type="button" className="button small secondary" onClick={onPrint}>
            Print ticket
          </button>
        )}
        {onReprint && !isCall && (
          <button type="button" className="button small secondary" onClick={onReprint}>
            Reprint on printer
          </button>
        )}
        {/* Set apart at the far end, and quiet: the confirmation still guards it. */}
        <button type="button" className="button small secondary danger-quiet order-delete" onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
