import { formatWait, minutesSince, urgencyOf, type KitchenSettings } from "../../domain/kitchen";
import { localDay, placeOf, type Order } from "../../domain/orders";

const URGENCY_TEXT = { fresh: "", amber: "Waiting long", red: "Overdue" } as const;
const URGENCY_ICON = { fresh: "", amber: "⚠", red: "‼" } as const;

interface Props {
  /** The order as shown (a held tap already applied). */
  order: Order;
  /** A tap is held for undo on this card. */
  isPending: boolean;
  now: Date;
  settings: KitchenSettings;
  onTap: () => void;
  onPrint: () => void;
  /** Prints the order again on its stations' network printers (docs/kitchen.md), where the venue has some. */
  onReprint?: () => void;
}

/**
 * One order on the kitchen display: a large tap target (start, then finish) with the table, the
 * time since it was sent and its lines with extras; amber / red after the owner's thresholds,
 * told by an icon and a word as well as the colour.
 */
export function KitchenCard({ order, isPending, now, settings, onTap, onPrint, onReprint }: Props) {
  const minutes = minutesSince(order.created, now);
  const urgency = urgencyOf(minutes, settings);
  const state = order.finished ? "finished" : order.started ? "started" : "new";
  const stateText = { new: "New", started: "Cooking", finished: "Done" }[state];
  const action = order.finished ? "" : order.started ? "tap to finish" : "tap to start";
  const linesId = `kitchen-${order.id}-lines`;
  const shownState = isPending ? `${stateText} (undo below)` : stateText;
  // The button's name says what it shows, in the order it shows it (WCAG 2.5.3, label in name: a
  // speech user says what they see): table, wait, state, urgency, lines with extras, then the action.
  const label = [
    placeOf(order, localDay(now)),
    formatWait(minutes),
    shownState,
    ...(urgency !== "fresh" ? [URGENCY_TEXT[urgency]] : []),
    ...order.items.map(
      (l) =>
        `${l.count} × ${l.title}` +
        (Object.keys(l.modifiers).length > 0 ? ` + ${Object.keys(l.modifiers).join(", ")}` : ""),
    ),
  ].join(", ");
  return (
    <article
      className={`kitchen-card urgency-${urgency} state-${state} ${isPending ? "is-pending" : ""}`}
      data-testid="kitchen-card"
    >
      <button
        type="button"
        className="kitchen-tap"
        onClick={onTap}
        disabled={order.finished}
        aria-label={`${label}${action ? `: ${action}` : ""}`}
      >
        <span className="kitchen-card-head">
          <span className="kitchen-table">{placeOf(order, localDay(now))}</span>{" "}
          <span className="kitchen-wait">{formatWait(minutes)}</span>
        </span>{" "}
        {/* Spaces between the parts: the visible text reads as words (what a speech user says). */}
        <span className="kitchen-status">
          <span className="kitchen-state">{shownState}</span>{" "}
          {urgency !== "fresh" && (
            <span className="kitchen-urgency">
              <span aria-hidden="true">{URGENCY_ICON[urgency]}</span> {URGENCY_TEXT[urgency]}
            </span>
          )}
        </span>{" "}
        <ul className="kitchen-lines" id={linesId}>
          {order.items.map((l) => (
            <li key={l.dishId}>
              <span className="kitchen-qty">{l.count} ×</span> {l.title}{" "}
              {Object.keys(l.modifiers).length > 0 && (
                <span className="kitchen-extras">+ {Object.keys(l.modifiers).join(", ")}</span>
              )}{" "}
            </li>
          ))}
        </ul>{" "}
        {action && <span className="kitchen-hint">{action}</span>}
      </button>
      <button type="button" className="button secondary kitchen-print" onClick={onPrint}>
        Print ticket
      </button>
      {onReprint && (
        <button type="button" className="button secondary kitchen-print" onClick={onReprint}>
          Reprint on printer
        </button>
      )}
    </article>
  );
}
