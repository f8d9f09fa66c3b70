import { queryOptions } from "@tanstack/react-query";
import type { ReportSummary } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportSummaryAnswer } from "../../../lib/light-answers";
import { reportKeys } from "../../../lib/query-keys";

/** A lost report's summary, for the title of its shortlist on home (a light reader, as home's others). */
export async function getLostReportSummary(lostReportId: string): Promise<ReportSummary> {
  return (await apiFetch(`/reports/${encodeURIComponent(lostReportId)}`, reportSummaryAnswer)).report;
}

export const lostReportSummaryQuery = (lostReportId: string) =>
  queryOptions({
    queryKey: reportKeys.summary(lostReportId),
    queryFn: () => getLostReportSummary(lostReportId),
    retry: false,
    staleTime: 60_000,
  });
