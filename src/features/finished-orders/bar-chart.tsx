import { useId, useState } from "react";
import { labelIndexes, niceScale, type ChartBar } from "../../domain/sales";

const W = 640;
const H = 220;
const PAD = { left: 64, right: 8, top: 10, bottom: 34 };

/**
 * A bar chart in plain SVG (docs/sales.md#sales-figures): one series, so colour carries no meaning; axes
 * and their labels carry the values, every bar has a tooltip, and a table with the same figures is one
 * click away (rendered only when opened, so a year of days costs no DOM until asked for).
 */
export function BarChart({
  title,
  bars,
  format,
  integer = false,
  unitLabel,
}: {
  title: string;
  bars: ChartBar[];
  format: (value: number) => string;
  integer?: boolean;
  unitLabel: string;
}) {
  const id = useId();
  const [isTableOpen, setTableOpen] = useState(false);
  const max = bars.reduce((m, b) => Math.max(m, b.value), 0);
  const { top, ticks } = niceScale(max, 4, integer);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = bars.length > 0 ? plotW / bars.length : plotW;
  const barW = Math.max(1, slot * (bars.length > 60 ? 1 : 0.7));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const peak = bars.reduce<ChartBar | null>((p, b) => (p === null || b.value > p.value ? b : p), null);
  const summary =
    bars.length === 0
      ? "No data."
      : `${bars.length} ${unitLabel}s from ${bars[0].label} to ${bars[bars.length - 1].label}; highest ${format(peak?.value ?? 0)} on ${peak?.label}.`;

  return (
    <figure className="sales-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(t)} className="chart-tick" textAnchor="end" dominantBaseline="middle">
              {format(t)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => (
          <rect
            key={b.bucket}
            x={PAD.left + i * slot + (slot - barW) / 2}
            y={y(b.value)}
            width={barW}
            height={Math.max(0, PAD.top + plotH - y(b.value))}
            className="chart-bar"
          >
            <title>{`${b.label}: ${format(b.value)}`}</title>
          </rect>
        ))}
        {labelIndexes(bars.length, 6).map((i, k, shown) => (
          <text
            key={bars[i].bucket}
            x={PAD.left + i * slot + slot / 2}
            y={H - 12}
            className="chart-tick"
            // The first and last labels stay inside the chart.
            textAnchor={
              shown.length > 1 && k === 0 ? "start" : shown.length > 1 && k === shown.length - 1 ? "end" : "middle"
            }
            aria-hidden="true"
          >
            {bars[i].label}
          </text>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} className="chart-axis" />
      </svg>
      <details onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>{title}: show as a table</summary>
        {isTableOpen && (
          <div className="chart-table-wrap">
            <table className="chart-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{unitLabel === "hour" ? "Hour" : "Day"}</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((b) => (
                  <tr key={b.bucket}>
                    <th scope="row">{b.label}</th>
                    <td>{format(b.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}
