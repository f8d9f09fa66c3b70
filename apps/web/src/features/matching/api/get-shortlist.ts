import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { shortlistAnswer, type ShortlistCandidate } from "../../../lib/light-answers";
import { matchKeys } from "../../../lib/query-keys";

/** A lost report's matches as home reads them (a light reader: no zod on the students' first screen). */
export async function getShortlistCandidates(lostReportId: string): Promise<ShortlistCandidate[]> {
  return (await apiFetch(`/reports/${encodeURIComponent(lostReportId)}/matches`, shortlistAnswer)).matches;
}

export const shortlistQuery = (lostReportId: string) =>
  queryOptions({
    queryKey: matchKeys.shortlist(lostReportId),
    queryFn: () => getShortlistCandidates(lostReportId),
    retry: false,
  });
