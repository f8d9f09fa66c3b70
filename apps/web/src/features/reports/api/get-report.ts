import { queryOptions, useQuery } from "@tanstack/react-query";
import { reportResponseSchema, type ReportDetails } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

export async function getReport(id: string): Promise<ReportDetails> {
  return (await apiFetch(`/reports/${encodeURIComponent(id)}`, reportResponseSchema)).report;
}

export const reportQuery = (id: string) =>
  queryOptions({ queryKey: reportKeys.one(id), queryFn: () => getReport(id), retry: false });

export function useReport(id: string) {
  return useQuery(reportQuery(id));
}
