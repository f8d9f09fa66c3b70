import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

interface Pair {
  foundReportId: string;
  lostReportId: string;
}

/**
 * `POST /api/admin/reports/:id/likely-owners/:lostId/notify`: the office tells the owner of a
 * lost report that it may keep their item; the list is fetched again (the notice's time is set),
 * and the audit log, which records it.
 */
export function useNotifyLikelyOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ foundReportId, lostReportId }: Pair) =>
      apiFetch(
        `/admin/reports/${encodeURIComponent(foundReportId)}/likely-owners/${encodeURIComponent(lostReportId)}/notify`,
        messageResponseSchema,
        { method: "POST" },
      ),
    onSuccess: (_answer, { foundReportId }) =>
      Promise.all(
        [adminKeys.likelyOwners(foundReportId), adminKeys.auditAll()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
