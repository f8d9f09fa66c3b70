import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reportResponseSchema, type EditReport } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

/** `PATCH /api/admin/reports/:id`: an admin corrects a report's item, place and date. */
export async function editReport({ id, changes }: { id: string; changes: EditReport }) {
  return await apiFetch(`/admin/reports/${encodeURIComponent(id)}`, reportResponseSchema, {
    method: "PATCH",
    json: changes,
  });
}

export function useEditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReport,
    onSuccess: ({ report }) => {
      queryClient.setQueryData(reportKeys.one(report.id), report);
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
