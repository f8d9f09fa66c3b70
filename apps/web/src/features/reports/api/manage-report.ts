import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { reportResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "./report-keys";

/** Marks a report solved (its reporter or an admin). */
export async function completeReport(id: string) {
  return reportResponseSchema.parse(await apiFetch<unknown>(`/reports/${encodeURIComponent(id)}/complete`, { method: "POST" }));
}

/** Deletes a report for everyone (its reporter or an admin). */
export async function deleteReport(id: string) {
  return z.object({ message: z.string() }).parse(await apiFetch<unknown>(`/reports/${encodeURIComponent(id)}`, { method: "DELETE" }));
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

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: reportKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
