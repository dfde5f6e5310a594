import type { Order } from "../../domain/orders";
import { formatMoney, lineAmount } from "../../domain/money";
import { formatOrderTime, isUpdatedShown } from "../../domain/format";

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
}: Props) {
  const titleId = `order-${order.id}-title`;
  return (
    <article className={`card order-card ${isSelected ? "is-selected" : ""}`} aria-labelledby={titleId}>
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
        <h3 id={titleId}>Table {order.tableSlug}</h3>
        <span className="order-id">#{order.id}</span>
        {order.isTest && <span className="order-test-badge">Test order</span>}
      </header>
      <p className="order-times">
        <span>Created {formatOrderTime(order.created)}</span>
        {isUpdatedShown(order.created, order.updated) && <span>Updated {formatOrderTime(order.updated)}</span>}
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
      <p className="order-total">
        <span>Total</span> <strong>{formatMoney(order.total, currency)}</strong>
      </p>
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
            <button type="button" className="button small secondary" onClick={onEdit}>
              Edit
            </button>
          </>
        )}
        {onPrint && (
          <button type="button" className="button small secondary" onClick={onPrint}>
            Print ticket
          </button>
        )}
        <button type="button" className="button small danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
