import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StatsBucket } from "@campus/shared";

export type SeriesKey = Exclude<keyof StatsBucket, "key">;
export type ChartRow = Record<SeriesKey, number> & { label: string };
export type ChartSeries = { key: SeriesKey; name: string; color: string };

const TEXT = "#475569"; // slate-600: 7.6:1 on white

/**
 * The grouped bar chart itself: the only module that imports recharts, so it is loaded
 * (React.lazy in summary-chart.tsx) only by screens that draw a chart. Every text arrives
 * translated; the numbers are also in SummaryChart's table, which is what assistive
 * technology reads (this drawing is aria-hidden there). `stacked`: pending and solved share one
 * bar per type, so twelve months on a phone get bars wide enough to see.
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 4, bottom: 20, left: 4 }}
        barCategoryGap="18%"
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="label"
          interval={0}
          tickLine={false}
          tick={{ fill: TEXT, fontSize: 11 }}
          label={{ value: xLabel, position: "insideBottom", offset: -14, fill: TEXT, fontSize: 12 }}
        />
        <YAxis
          allowDecimals={false}
          width={44}
          tickLine={false}
          axisLine={false}
          tick={{ fill: TEXT, fontSize: 11 }}
          label={{
            value: yLabel,
            angle: -90,
            position: "insideLeft",
            offset: 10,
            fill: TEXT,
            fontSize: 12,
            style: { textAnchor: "middle" },
          }}
        />
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          itemStyle={{ color: "#0f172a" }}
          labelStyle={{ color: "#0f172a", fontWeight: 600 }}
        />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={item.color}
            {...(stacked ? { stackId: item.key.startsWith("lost") ? "lost" : "found" } : {})}
            radius={stacked && item.key.endsWith("Pending") ? [0, 0, 0, 0] : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
