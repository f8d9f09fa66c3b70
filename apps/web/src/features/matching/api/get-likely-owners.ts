import { queryOptions, useQuery } from "@tanstack/react-query";
import { likelyOwnerListSchema, type LikelyOwner } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** `GET /api/admin/reports/:id/likely-owners`: the pending lost reports whose shortlist holds this found item, best first (admins). */
export async function getLikelyOwners(foundReportId: string): Promise<LikelyOwner[]> {
  return (await apiFetch(`/admin/reports/${encodeURIComponent(foundReportId)}/likely-owners`, likelyOwnerListSchema))
    .owners;
}

export const likelyOwnersQuery = (foundReportId: string) =>
  queryOptions({
    queryKey: adminKeys.likelyOwners(foundReportId),
    queryFn: () => getLikelyOwners(foundReportId),
    retry: false,
  });

export function useLikelyOwners(foundReportId: string) {
  return useQuery(likelyOwnersQuery(foundReportId));
}
