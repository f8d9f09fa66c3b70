import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyOpenReportList } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";
import { myOpenReportListAnswer } from "../../../lib/light-answers";

/** The student's newest open reports with how their matching stands. */
export async function getMyOpenReports(): Promise<MyOpenReportList> {
  return await apiFetch("/reports/mine/open", myOpenReportListAnswer);
}

export const myOpenReportsQuery = queryOptions({
  queryKey: reportKeys.myOpenReports,
  queryFn: getMyOpenReports,
  staleTime: 15_000,
});

export function useMyOpenReports() {
  return useQuery(myOpenReportsQuery);
}
