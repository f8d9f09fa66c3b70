import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportStats, StatsView } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";
import { reportStatsAnswer } from "../../../lib/light-answers";

/** The summary chart's counts for one view, for the period containing `date` (default: today). */
export async function getReportStats(view: StatsView, date?: string): Promise<ReportStats> {
  const params = new URLSearchParams({ view });
  if (date) params.set("date", date);
  return await apiFetch(`/reports/stats?${params.toString()}`, reportStatsAnswer);
}

// Under the "reports" key: whatever changes a report (reportKeys.all) refreshes the chart too.
export const reportStatsQuery = (view: StatsView, date?: string) =>
  queryOptions({
    queryKey: reportKeys.stats(view, date),
    queryFn: () => getReportStats(view, date),
    staleTime: 60_000,
    // Switching views keeps the previous bars on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useReportStats(view: StatsView, date?: string) {
  return useQuery(reportStatsQuery(view, date));
}
