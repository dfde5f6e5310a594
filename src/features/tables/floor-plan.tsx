import { useRef } from "react";
import Draggable from "react-draggable";
import { shapeSize, type DiningTable } from "../../domain/tables";
import { useElementWidth } from "../../hooks/use-element-width";

function TableShape({
  table,
  scale,
  onMove,
}: {
  table: DiningTable;
  scale: number;
  onMove: (t: DiningTable, x: number, y: number) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = shapeSize(table);
  return (
    <Draggable
      nodeRef={ref as React.RefObject<HTMLElement>}
      defaultPosition={{ x: table.x, y: table.y }}
      bounds="parent"
      scale={scale}
      onStop={(_, d) => {
        if (d.x !== table.x || d.y !== table.y) onMove(table, d.x, d.y);
      }}
    >
      <div
        ref={ref}
        className={`floor-table${table.round ? " round" : ""}`}
        style={{ width: Math.max(width, 24), height: Math.max(height, 24), fontSize: labelPx(width, height) }}
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

/**
 * The number's size in a shape: 16 px, smaller in a small table (drawn 24 to 34 px) so "12"
 * stays inside its circle instead of running over its edge.
 */
function labelPx(width: number, height: number): number {
  return Math.max(10, Math.min(16, Math.round(Math.max(Math.min(width, height), 24) * 0.45)));
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
        fontSize: labelPx(width, height),
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

const PLAN_HEIGHT = 480;
const MARGIN = 16;

/**
 * The plan's drawing size (every table inside it) and the scale that fits it into `available`
 * pixels: a plan wider than the card (a phone) is drawn smaller, whole, instead of cut off.
 */
function usePlanFit(tables: DiningTable[]) {
  const [setEl, available] = useElementWidth();
  const right = Math.max(0, ...tables.map((t) => t.x + Math.max(shapeSize(t).width, 24) + MARGIN));
  const bottom = Math.max(PLAN_HEIGHT, ...tables.map((t) => t.y + Math.max(shapeSize(t).height, 24) + MARGIN));
  const scale = available > 0 && right > available ? available / right : 1;
  return { setEl, scale, width: Math.max(right, available / scale), height: bottom };
}

/**
 * Draggable layout canvas (docs/owner-screens.md#floor-plan): shapes at half size, position saved on
 * drag stop. Without `onMove` the plan is read-only. It fills its card; where a table stands further
 * right than the card is wide (a phone), the whole plan is drawn smaller so no table is cut off.
 */
export function FloorPlan({
  tables,
  onMove,
}: {
  tables: DiningTable[];
  onMove?: (t: DiningTable, x: number, y: number) => void;
}) {
  const { setEl, scale, width, height } = usePlanFit(tables);
  return (
    <section className="card" aria-labelledby="floor-plan-title">
      <h2 id="floor-plan-title">Table layout</h2>
      <div className="floor-plan-fit" ref={setEl} style={{ height: height * scale }}>
        <div
          className="floor-plan"
          data-testid="floor-plan"
          style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
        >
          {tables.length === 0 && (
            <p className="floor-plan-empty">
              {onMove
                ? "No tables yet. Create one with New table: it appears here at the top left, then drag it to where it stands in your room (or move it with the arrow keys)."
                : "No tables yet."}
            </p>
          )}
          {tables.map((t) =>
            // Remount at the stored position whenever it changes (realtime, reload).
            onMove ? (
              <TableShape key={`${t.id}:${t.x}:${t.y}`} table={t} scale={scale} onMove={onMove} />
            ) : (
              <FixedTableShape key={t.id} table={t} />
            ),
          )}
        </div>
      </div>
    </section>
  );
}
