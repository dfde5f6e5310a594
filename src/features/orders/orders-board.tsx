import type { ReactNode } from "react";
import type { Order } from "../../domain/orders";
import { splitByState } from "../../domain/orders";

type Tab = "not-started" | "started";

interface Props {
  orders: Order[];
  isNarrow: boolean;
  tab: Tab;
  onTab: (t: Tab) => void;
  renderCard: (o: Order) => ReactNode;
}

const COLUMNS: Array<{ id: Tab; title: string; empty: string }> = [
  { id: "not-started", title: "Not started", empty: "No orders waiting to be started." },
  { id: "started", title: "Started", empty: "No orders in progress." },
];

/** Two columns (Not started, Started) with empty states; two tabs on small screens. */
export function OrdersBoard({ orders, isNarrow, tab, onTab, renderCard }: Props) {
  const split = splitByState(orders);
  const byTab = { "not-started": split.notStarted, started: split.started };
  const shown = isNarrow ? COLUMNS.filter((c) => c.id === tab) : COLUMNS;
  return (
    <>
      {isNarrow && (
        <div role="tablist" aria-label="Order state" className="orders-tabs">
          {COLUMNS.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              id={`tab-${c.id}`}
              aria-selected={tab === c.id}
              aria-controls={`panel-${c.id}`}
              aria-describedby={`tab-${c.id}-count`}
              tabIndex={tab === c.id ? 0 : -1}
              className={tab === c.id ? "is-active" : ""}
              onClick={() => onTab(c.id)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight" || e.key === "ArrowLeft")
                  onTab(c.id === "started" ? "not-started" : "started");
              }}
            >
              {/* The tab is named exactly like its column ('Started' must not also match 'Not started'
                  by a count); the count is its description. */}
              <span>{c.title}</span>{" "}
              <span id={`tab-${c.id}-count`} aria-hidden="true">
                ({byTab[c.id].length})
              </span>
            </button>
          ))}
        </div>
      )}
      <div className="orders-columns">
        {shown.map((c) => (
          <section
            key={c.id}
            className="orders-column"
            id={`panel-${c.id}`}
            role={isNarrow ? "tabpanel" : "region"}
            aria-labelledby={isNarrow ? `tab-${c.id}` : `heading-${c.id}`}
          >
            {!isNarrow && <h2 id={`heading-${c.id}`}>{c.title}</h2>}
            {byTab[c.id].length === 0 ? <p className="empty">{c.empty}</p> : byTab[c.id].map(renderCard)}
          </section>
        ))}
      </div>
    </>
  );
}
