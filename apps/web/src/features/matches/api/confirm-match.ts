import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { PotentialMatch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchKeys } from "./match-keys";

/** The owner of a lost report says a found report is their item: recorded, and listed first. */
export async function confirmMatch({ lostReportId, foundReportId }: { lostReportId: string; foundReportId: string }) {
  return z
    .object({ message: z.string() })
    .parse(await apiFetch<unknown>(`/reports/${encodeURIComponent(lostReportId)}/matches/${encodeURIComponent(foundReportId)}/confirm`, { method: "POST" }));
}

export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMatch,
    onSuccess: (_result, { lostReportId, foundReportId }) => {
      queryClient.setQueryData<PotentialMatch[]>(matchKeys.forReport(lostReportId), (matches) => matches?.map((match) => (match.report.id === foundReportId ? { ...match, confirmed: true } : match)));
      return queryClient.invalidateQueries({ queryKey: matchKeys.forReport(lostReportId) });
    },
  });
}
