import { useId, useRef, useState, type ReactNode } from "react";
import type { TFunction } from "../../../lib/translator";
import { useTranslation } from "../../../lib/use-translation";
import { STATS_VIEWS, type ReportStats, type StatsView } from "@campus/shared";
import { formatDate } from "../../../lib/report-label";
import { translateKey } from "../../../lib/translate-key";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useNearView } from "../../../lib/use-near-view";
import { useReportStats } from "../api/get-report-stats";
import SummaryBarChart, { type ChartRow, type ChartSeries, type SeriesKey } from "./summary-bar-chart";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";

/** The four series, in bar order, with colours at least 3:1 on white that stay apart for colour-blind readers. */
const SERIES: ReadonlyArray<{ key: SeriesKey; color: string }> = [
  { key: "lostPending", color: "#D55E00" },
  { key: "lostSolved", color: "#882255" },
  { key: "foundPending", color: "#0072B2" },
  { key: "foundSolved", color: "#117733" },
];

/** A bucket's name on the axis and in the table: Mon, Week 1, Jan, or the year itself. */
function bucketLabel(t: TFunction, view: StatsView, key: string): string {
  switch (view) {
    case "daily":
      return translateKey(t, `reports.home.weekdays.${key}`, { defaultValue: key });
    case "weekly":
      return translateKey(t, `reports.home.weeks.${key}`, { defaultValue: key });
    case "monthly":
      return translateKey(t, `reports.home.months.${key}`, { defaultValue: key });
    case "yearly":
      return key;
  }
}

/** Everything a CaseChart draws: the counts of a view, and how the query that brings them is doing. */
export interface CaseChartState {
  stats: ReportStats | undefined;
  isFetching: boolean;
  /** The query's failure, null while it has none. */
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The case summary drawn from counts the caller fetched: a view switcher, the bar chart
 * (plain SVG) and the same numbers as a table for screen readers and keyboard
 * users. `controls` adds what the screen offers besides the view (e.g. a date).
 */
export function CaseChart({
  title,
  view,
  onViewChange,
  state,
  controls,
}: {
  title?: string;
  view: StatsView;
  onViewChange: (view: StatsView) => void;
  state: CaseChartState;
  controls?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const series: ChartSeries[] = SERIES.map((item) => ({ ...item, name: t(`reports.home.series.${item.key}`) }));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
          {title ?? t("reports.home.chartTitle")}
        </h2>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <fieldset className="min-w-0">
            <legend className="sr-only">{t("reports.home.view")}</legend>
            <div className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
              {STATS_VIEWS.map((option) => (
                <label key={option} className="relative">
                  <input
                    type="radio"
                    name={`${id}-view`}
                    value={option}
                    checked={view === option}
                    onChange={() => onViewChange(option)}
                    className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  />
                  <span className="flex min-h-11 items-center justify-center rounded-lg px-1.5 text-center text-[0.8125rem] font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow-sm peer-hover:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400 sm:px-3 sm:text-sm">
                    {t(`reports.home.views.${option}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {controls}
        </div>
      </div>
      <div className="mt-4" aria-busy={state.isFetching}>
        {state.stats ? (
          <ChartBody
            stats={state.stats}
            series={series}
            t={t}
            language={i18n.language}
            stale={state.isPlaceholderData}
          />
        ) : state.error ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{loadFailureMessage(state.error, t("reports.home.chartFailed"))}</p>
            <button
              type="button"
              onClick={() => void state.refetch()}
              className="mt-2 min-h-11 font-semibold underline"
            >
              {t("reports.home.retry")}
            </button>
          </div>
        ) : (
          <p role="status" className="py-16 text-center text-slate-600">
            <LoadingText />
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The case summary: lost and found reports, pending and solved, by day (Mon–Fri of this week),
 * week (1–4 of this month), month (of this year) or year (the last five). Reusable by any
 * screen: it fetches its own data.
 */
export function SummaryChart({ title }: { title?: string }) {
  const [view, setView] = useState<StatsView>("daily");
  const stats = useReportStats(view);
  return (
    <CaseChart
      {...(title ? { title } : {})}
      view={view}
      onViewChange={setView}
      state={{
        stats: stats.data,
        isFetching: stats.isFetching,
        error: stats.error,
        isPlaceholderData: stats.isPlaceholderData,
        refetch: stats.refetch,
      }}
    />
  );
}

function ChartBody({
  stats,
  series,
  t,
  language,
  stale,
}: {
  stats: ReportStats;
  series: ChartSeries[];
  t: TFunction;
  language: string;
  stale: boolean;
}) {
  // On a phone, more than a week's bars are stacked by type (pending under solved) to stay visible.
  const narrow = useMediaQuery("(max-width: 639px)");
  // The drawing (a few hundred SVG elements) waits until it nears the screen: on a phone it is
  // below the fold, and home's first render is quicker without it. Its box keeps its height.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const rows: ChartRow[] = stats.buckets.map((bucket) => ({
    ...bucket,
    label: bucketLabel(t, stats.view, bucket.key),
  }));
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("reports.home.period", { from: formatDate(stats.from, language), to: formatDate(stats.to, language) })}
      </p>
      {/* The drawing repeats the table below, which is what assistive technology reads. */}
      <div aria-hidden="true" className={stale ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
        <div ref={box} className="mt-2 h-72 sm:h-80">
          {near && (
            <SummaryBarChart
              rows={rows}
              series={series}
              xLabel={t("reports.home.periodColumn")}
              yLabel={t("reports.home.countAxis")}
              stacked={narrow && rows.length > 7}
            />
          )}
        </div>
      </div>
      <details className="mt-3 rounded-xl ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          {t("reports.home.showTable")}
        </summary>
        <div className="px-2 pb-3 sm:px-3">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="pb-2 text-left text-slate-600">{t("reports.home.tableCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th
                  scope="col"
                  className="px-1.5 py-2 align-bottom font-semibold text-slate-800 [overflow-wrap:anywhere]"
                >
                  {t("reports.home.periodColumn")}
                </th>
                {series.map((item) => (
                  <th
                    key={item.key}
                    scope="col"
                    className="px-1.5 py-2 text-right align-bottom font-semibold text-slate-800 [overflow-wrap:anywhere]"
                  >
                    {item.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-1.5 py-2 font-semibold text-slate-800">
                    {row.label}
                  </th>
                  {series.map((item) => (
                    <td key={item.key} className="px-1.5 py-2 text-right tabular-nums text-slate-700">
                      {row[item.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
