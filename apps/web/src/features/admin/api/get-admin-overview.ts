import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminOverviewSchema, type AdminOverview, type StatsView } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** The office's figures for the period of `view` containing `date` (default: today). */
export async function getAdminOverview(view: StatsView, date?: string): Promise<AdminOverview> {
  const params = new URLSearchParams({ view });
  if (date) params.set("date", date);
  return await apiFetch(`/admin/overview?${params.toString()}`, adminOverviewSchema);
}

export const adminOverviewQuery = (view: StatsView, date?: string) =>
  queryOptions({
    queryKey: adminKeys.overview(view, date),
    queryFn: () => getAdminOverview(view, date),
    staleTime: 60_000,
    // Changing the view or the period keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminOverview(view: StatsView, date?: string) {
  return useQuery(adminOverviewQuery(view, date));
}
