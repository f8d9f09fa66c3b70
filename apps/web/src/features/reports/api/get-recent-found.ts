import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportSummary } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";
import { recentFoundAnswer } from "../../../lib/light-answers";

/** The newest pending found items that have a photo (up to 10). */
export async function getRecentFound(): Promise<ReportSummary[]> {
  return (await apiFetch("/reports/recent-found", recentFoundAnswer)).reports;
}

// Under the "reports" key: whatever changes a report (reportKeys.all) refreshes this list too.
export const recentFoundQuery = queryOptions({
  queryKey: reportKeys.recentFound,
  queryFn: getRecentFound,
  staleTime: 60_000,
});

/** The list, fetched once `enabled` (the carousel asks only when it comes near the screen). */
export function useRecentFound(enabled = true) {
  return useQuery({ ...recentFoundQuery, enabled });
}
