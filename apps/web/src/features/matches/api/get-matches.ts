import { queryOptions, useQuery } from "@tanstack/react-query";
import { potentialMatchListSchema, type PotentialMatch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchKeys } from "./match-keys";

/** A report's potential matches, best first (its reporter and admins only; 403 for anyone else). */
export async function getMatches(reportId: string): Promise<PotentialMatch[]> {
  const { matches } = potentialMatchListSchema.parse(await apiFetch<unknown>(`/reports/${encodeURIComponent(reportId)}/matches`));
  return [...matches].sort((a, b) => b.score - a.score);
}

export const matchesQuery = (reportId: string) => queryOptions({ queryKey: matchKeys.forReport(reportId), queryFn: () => getMatches(reportId), retry: false });

export function useMatches(reportId: string) {
  return useQuery(matchesQuery(reportId));
}
