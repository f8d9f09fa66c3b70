import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { PotentialMatch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchKeys } from "./match-keys";

/** The owner of a lost report (or an admin) says a found report is not the item: it is not suggested again. */
export async function dismissMatch({ lostReportId, foundReportId }: { lostReportId: string; foundReportId: string }) {
  return z
    .object({ message: z.string() })
    .parse(await apiFetch<unknown>(`/reports/${encodeURIComponent(lostReportId)}/matches/${encodeURIComponent(foundReportId)}/dismiss`, { method: "POST" }));
}

export function useDismissMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissMatch,
    onSuccess: (_result, { lostReportId, foundReportId }) => {
      queryClient.setQueryData<PotentialMatch[]>(matchKeys.forReport(lostReportId), (matches) => matches?.filter((match) => match.report.id !== foundReportId));
      return queryClient.invalidateQueries({ queryKey: matchKeys.forReport(lostReportId) });
    },
  });
}
