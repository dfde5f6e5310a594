import { Dialog } from "../../components/ui/dialog";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { msg } from "../../domain/messages";
import { listTableShapes } from "../../data/orders";
import { shapeSize } from "../../domain/tables";
import { useLoad } from "../../hooks/use-load";
import { useElementWidth } from "../../hooks/use-element-width";

/**
 * The table map modal: each table at its x, y; a click sets the filter to its number and closes.
 * Tables with open orders on the board are marked (filled, with the count).
 */
export function TableMapDialog({
  ownerId,
  openOrders = {},
  onPick,
  onClose,
}: {
  ownerId: string;
  /** Open orders per table slug, as the board shows them. */
  openOrders?: Record<string, number>;
  onPick: (n: number) => void;
  onClose: () => void;
}) {
  const tableList = useLoad(() => listTableShapes(ownerId), ownerId);
  const tables = tableList.data ?? null;

  const width = Math.max(320, ...(tables ?? []).map((t) => t.x + Math.max(24, shapeSize(t).width) + 32));
  const height = Math.max(240, ...(tables ?? []).map((t) => t.y + Math.max(24, shapeSize(t).height) + 16));
  // On a phone the map is drawn smaller, whole (down to 70%: a small table stays tappable), not cut.
  const [setBox, available] = useElementWidth();
  const scale = available > 0 && width > available ? Math.max(0.7, available / width) : 1;
  return (
    <Dialog open title="Table layout" onClose={onClose} className="table-map-dialog">
      {tableList.isLoading && <Spinner />}
      {tableList.hasFailed && <LoadError onRetry={tableList.reload}>{msg("tablesLoadFailed")}</LoadError>}
      {tables?.length === 0 && <p className="empty">No tables yet. Add them under Tables & QR.</p>}
      {tables && tables.length > 0 && (
        <p className="table-map-legend muted">
          <span className="table-map-key" aria-hidden="true" /> Filled: the table has open orders (their number beside
          it).
        </p>
      )}
      {tables && tables.length > 0 && (
        <div className="table-map-scroll" ref={setBox}>
          <div
            className="table-map"
            style={{
              width,
              height,
              transform: scale < 1 ? `scale(${scale})` : undefined,
              marginBottom: scale < 1 ? height * (scale - 1) : undefined,
              marginRight: scale < 1 ? width * (scale - 1) : undefined,
            }}
          >
            {tables.map((t) => {
              const { width: w, height: h } = shapeSize(t);
              const open = openOrders[String(t.tableNumber)] ?? 0;
              const count = open ? `, ${open} open ${open === 1 ? "order" : "orders"}` : "";
              // The count sits outside the shape (a small table stays readable) and is part of the
              // button's name, so the name holds everything the button shows.
              return (
                <div
                  key={t.id}
                  className="table-spot"
                  style={{ left: t.x, top: t.y, width: Math.max(24, w), height: Math.max(24, h) }}
                >
                  <button
                    type="button"
                    className={`table-shape ${t.round ? "is-round" : ""} ${open ? "has-orders" : ""}`}
                    aria-label={`Table ${t.tableNumber}${count}`}
                    onClick={() => onPick(t.tableNumber)}
                  >
                    {t.tableNumber}
                  </button>
                  {open > 0 && (
                    <span className="table-shape-count" aria-hidden="true">
                      {open}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Dialog>
  );
}
