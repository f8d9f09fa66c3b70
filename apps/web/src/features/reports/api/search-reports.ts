import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { reportPageSchema, type ReportPage, type ReportSearch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

/** The query string of a search: only the filters that are set. */
export function searchParams(filters: Partial<ReportSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && value !== false && value !== null) params.set(name, String(value));
  }
  return params;
}

export async function searchReports(filters: Partial<ReportSearch>): Promise<ReportPage> {
  return await apiFetch(`/reports?${searchParams(filters).toString()}`, reportPageSchema);
}

export const searchReportsQuery = (filters: Partial<ReportSearch>) =>
  queryOptions({
    queryKey: reportKeys.search(filters),
    queryFn: () => searchReports(filters),
    placeholderData: keepPreviousData,
  });

export function useSearchReports(filters: Partial<ReportSearch>) {
  return useQuery(searchReportsQuery(filters));
}
