import { useLayoutEffect, useRef, useState } from "react";
import type { StatsBucket } from "@campus/shared";

export type SeriesKey = Exclude<keyof StatsBucket, "key">;
export type ChartRow = Record<SeriesKey, number> & { label: string };
export type ChartSeries = { key: SeriesKey; name: string; color: string };

const TEXT = "#475569"; // slate-600: 7.6:1 on white
const GRID = "#e2e8f0";
const MARGIN = { top: 8, right: 4, bottom: 40, left: 48 };
/** The share of each period's width left empty between groups of bars. */
const GROUP_GAP = 0.18;

/** The box the chart draws in, followed as it changes (a phone turned, a sidebar opened). */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next = { width: Math.round(box.width), height: Math.round(box.height) };
      setSize((now) => (now.width === next.width && now.height === next.height ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/** Whole-number ticks from 0 past `max`: about five of them, at 1, 2 or 5 times a power of ten. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** A bar with its top corners rounded (bars are never taller than their box, so r is capped). */
function barPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
}

interface Bar {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  rounded: boolean;
}

/** Where every bar goes: side by side per period, or (stacked) lost and found each one bar, pending under solved. */
function layoutBars(
  rows: ChartRow[],
  series: ChartSeries[],
  stacked: boolean,
  plot: { width: number; height: number },
  top: number,
) {
  const band = plot.width / Math.max(rows.length, 1);
  const inner = band * (1 - GROUP_GAP);
  const columnOf = (item: ChartSeries) => (stacked ? (item.key.startsWith("lost") ? 0 : 1) : series.indexOf(item));
  const columns = stacked ? 2 : series.length;
  const width = Math.max(1, inner / columns - 1);
  const scale = (value: number) => (value / top) * plot.height;
  const bars: Bar[] = [];
  rows.forEach((row, rowIndex) => {
    const heights = [0, 0];
    for (const item of series) {
      const value = row[item.key];
      if (value <= 0) continue;
      const column = columnOf(item);
      const base = stacked ? heights[column]! : 0;
      const height = scale(value);
      if (stacked) heights[column] = base + height;
      const pending = item.key.endsWith("Pending");
      bars.push({
        key: `${rowIndex}-${item.key}`,
        x: rowIndex * band + (band - inner) / 2 + column * (inner / columns),
        y: plot.height - base - height,
        width,
        height,
        color: item.color,
        // Stacked, only the solved part (on top) is rounded, as the bar's top.
        rounded: !stacked || !pending || row[item.key.replace("Pending", "Solved") as SeriesKey] <= 0,
      });
    }
  });
  return { bars, band };
}

/**
 * The grouped bar chart, drawn as plain SVG (no chart library: this one drawing does not earn
 * 100 kB). Every text arrives translated; the numbers are also in SummaryChart's table, which is
 * what assistive technology reads (this drawing is aria-hidden there), and a pointer over a
 * period shows its figures. `stacked`: pending and solved share one bar per type, so twelve
 * months on a phone get bars wide enough to see.
 */
export default function SummaryBarChart({
  rows,
  series,
  xLabel,
  yLabel,
  stacked = false,
}: {
  rows: ChartRow[];
  series: ChartSeries[];
  xLabel: string;
  yLabel: string;
  stacked?: boolean;
}) {
  const { ref, width, height } = useBoxSize();
  const [hovered, setHovered] = useState<number | null>(null);
  const plot = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: Math.max(0, height - MARGIN.top - MARGIN.bottom),
  };
  const totals = rows.map((row) =>
    stacked
      ? Math.max(row.lostPending + row.lostSolved, row.foundPending + row.foundSolved)
      : Math.max(...series.map((item) => row[item.key])),
  );
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1]!;
  const { bars, band } = layoutBars(rows, series, stacked, plot, top);
  const shown = hovered === null ? null : rows[hovered];

  return (
    <div ref={ref} className="relative h-full w-full" onMouseLeave={() => setHovered(null)}>
      {plot.width > 0 && plot.height > 0 ? (
        <svg width={width} height={height} className="block">
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {ticks.map((tick) => {
              const y = plot.height - (tick / top) * plot.height;
              return (
                <g key={tick}>
                  <line x1={0} x2={plot.width} y1={y} y2={y} stroke={GRID} />
                  <text x={-8} y={y} dy="0.32em" textAnchor="end" fontSize={11} fill={TEXT}>
                    {tick}
                  </text>
                </g>
              );
            })}
            {hovered !== null ? (
              <rect x={hovered * band} y={0} width={band} height={plot.height} fill="#f1f5f9" />
            ) : null}
            {bars.map((bar) => (
              <path
                key={bar.key}
                d={barPath(bar.x, bar.y, bar.width, bar.height, bar.rounded ? 3 : 0)}
                fill={bar.color}
              />
            ))}
            <line x1={0} x2={plot.width} y1={plot.height} y2={plot.height} stroke="#94a3b8" />
            {rows.map((row, index) => (
              <text
                key={row.label}
                x={index * band + band / 2}
                y={plot.height + 16}
                textAnchor="middle"
                fontSize={11}
                fill={TEXT}
              >
                {row.label}
              </text>
            ))}
            {rows.map((row, index) => (
              <rect
                key={`hit-${row.label}`}
                x={index * band}
                y={0}
                width={band}
                height={plot.height}
                fill="transparent"
                onMouseEnter={() => setHovered(index)}
              />
            ))}
          </g>
          <text x={MARGIN.left + plot.width / 2} y={height - 4} textAnchor="middle" fontSize={12} fill={TEXT}>
            {xLabel}
          </text>
          <text
            transform={`translate(12,${MARGIN.top + plot.height / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fill={TEXT}
          >
            {yLabel}
          </text>
        </svg>
      ) : null}
      {shown && hovered !== null ? (
        <div
          className="pointer-events-none absolute top-2 z-10 rounded-lg bg-white px-3 py-2 text-xs shadow-md ring-1 ring-slate-200"
          style={
            hovered < rows.length / 2
              ? { left: MARGIN.left + (hovered + 1) * band }
              : { right: MARGIN.right + (rows.length - hovered) * band }
          }
        >
          <p className="font-semibold text-slate-900">{shown.label}</p>
          {series.map((item) => (
            <p key={item.key} className="flex items-center gap-1.5 whitespace-nowrap text-slate-800">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: item.color }} />
              {item.name}: <span className="tabular-nums">{shown[item.key]}</span>
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
