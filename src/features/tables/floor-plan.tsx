import { useRef } from "react";
import Draggable from "react-draggable";
import { shapeSize, type DiningTable } from "../../domain/tables";

function TableShape({ table, onMove }: { table: DiningTable; onMove: (t: DiningTable, x: number, y: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = shapeSize(table);
  return (
    <Draggable
      nodeRef={ref as React.RefObject<HTMLElement>}
      defaultPosition={{ x: table.x, y: table.y }}
      bounds="parent"
      onStop={(_, d) => {
        if (d.x !== table.x || d.y !== table.y) onMove(table, d.x, d.y);
      }}
    >
      <div
        ref={ref}
        className={`floor-table${table.round ? " round" : ""}`}
        style={{ width: Math.max(width, 24), height: Math.max(height, 24) }}
        data-testid={`floor-table-${table.tableNumber}`}
        aria-label={`Table ${table.tableNumber}: move with the arrow keys`}
        role="button"
        tabIndex={0}
        onKeyDown={(e) => {
          const step = e.shiftKey ? 50 : 10;
          const delta: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const d = delta[e.key];
          if (!d) return;
          e.preventDefault();
          onMove(table, Math.max(0, table.x + d[0]), Math.max(0, table.y + d[1]));
        }}
      >
        {table.tableNumber}
      </div>
    </Draggable>
  );
}

/** A table where it stands, for a member who may only look (no dragging, no keys). */
function FixedTableShape({ table }: { table: DiningTable }) {
  const { width, height } = shapeSize(table);
  return (
    <div
      className={`floor-table fixed${table.round ? " round" : ""}`}
      style={{
        width: Math.max(width, 24),
        height: Math.max(height, 24),
        transform: `translate(${table.x}px, ${table.y}px)`,
      }}
      data-testid={`floor-table-${table.tableNumber}`}
      role="img"
      aria-label={`Table ${table.tableNumber}`}
    >
      {table.tableNumber}
    </div>
  );
}

/**
 * Draggable layout canvas (docs/owner-screens.md#floor-plan): shapes at half size, position saved on
 * drag stop. Without `onMove` the plan is read-only.
 */
export function FloorPlan({
  tables,
  onMove,
}: {
  tables: DiningTable[];
  onMove?: (t: DiningTable, x: number, y: number) => void;
}) {
  return (
    <section className="card" aria-labelledby="floor-plan-title">
      <h2 id="floor-plan-title">Table layout</h2>
      {/* Focusable, so a keyboard can scroll it where it is wider than the screen. */}
      <div
        className="floor-plan-scroll"
        tabIndex={0}
        role="group"
        aria-label="Table layout, scrolls sideways on a small screen"
      >
        <div className="floor-plan" data-testid="floor-plan">
          {tables.map((t) =>
            // Remount at the stored position whenever it changes (realtime, reload).
            onMove ? (
              <TableShape key={`${t.id}:${t.x}:${t.y}`} table={t} onMove={onMove} />
            ) : (
              <FixedTableShape key={t.id} table={t} />
            ),
          )}
        </div>
      </div>
    </section>
  );
}
