import { queryOptions, useQuery } from "@tanstack/react-query";
import { potentialMatchListSchema, type PotentialMatch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchKeys } from "../../../lib/query-keys";

/** A report's suggestions in the server's order: the ones the owner confirmed first, then best first (its reporter and admins only; 403 for anyone else). */
export async function getMatches(reportId: string): Promise<PotentialMatch[]> {
  return (await apiFetch(`/reports/${encodeURIComponent(reportId)}/matches`, potentialMatchListSchema)).matches;
}

export const matchesQuery = (reportId: string) =>
  queryOptions({ queryKey: matchKeys.forReport(reportId), queryFn: () => getMatches(reportId), retry: false });

export function useMatches(reportId: string) {
  return useQuery(matchesQuery(reportId));
}
