import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminReportPageSchema, type AdminReportPage, type AdminReportQueryInput } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** The query string of the report table (and its CSV): only what is set. */
export function adminReportParams(query: Partial<AdminReportQueryInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === "string" && value !== "") || typeof value === "number") params.set(name, String(value));
  }
  return params;
}

/** One page of every report (any reporter, any status), filtered and sorted. */
export async function getAdminReports(query: Partial<AdminReportQueryInput>): Promise<AdminReportPage> {
  return await apiFetch(`/admin/reports?${adminReportParams(query).toString()}`, adminReportPageSchema);
}

export const adminReportsQuery = (query: Partial<AdminReportQueryInput>) =>
  queryOptions({
    queryKey: adminKeys.reports(query),
    queryFn: () => getAdminReports(query),
    placeholderData: keepPreviousData,
  });

export function useAdminReports(query: Partial<AdminReportQueryInput>) {
  return useQuery(adminReportsQuery(query));
}
