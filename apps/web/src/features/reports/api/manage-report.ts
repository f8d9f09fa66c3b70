import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, reportResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

/** Marks a report solved (its reporter or an admin). */
export async function completeReport(id: string) {
  return await apiFetch(`/reports/${encodeURIComponent(id)}/complete`, reportResponseSchema, { method: "POST" });
}

/** Deletes a report for everyone (its reporter or an admin). */
export async function deleteReport(id: string) {
  return await apiFetch(`/reports/${encodeURIComponent(id)}`, messageResponseSchema, { method: "DELETE" });
}

export function useCompleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReport,
    onSuccess: ({ report }) => {
      queryClient.setQueryData(reportKeys.one(report.id), report);
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}

/**
 * Deletes a report. The lists refresh; the report's own query is only marked stale, not
 * refetched: the view that shows it closes (modal) or moves on (page) with "Item deleted", and
 * refetching it first would replace that view with "does not exist" and unmount the caller
 * before its own success callback runs.
 */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_result, id) => {
      const own = reportKeys.one(id);
      void queryClient.invalidateQueries({ queryKey: own, refetchType: "none" });
      void queryClient.invalidateQueries({
        queryKey: reportKeys.all,
        predicate: (query) => query.queryHash !== hashKey(own),
      });
    },
  });
}
