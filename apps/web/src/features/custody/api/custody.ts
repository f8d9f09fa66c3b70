import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { custodyResponseSchema, custodySchema, type Custody, type HandIn, type MoveItem } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, custodyKeys, reportKeys } from "../../../lib/query-keys";

/** `GET /api/admin/reports/:id/custody`: where a found item is now and each step that brought it there. */
export async function getCustody(reportId: string): Promise<Custody> {
  return await apiFetch(`/admin/reports/${encodeURIComponent(reportId)}/custody`, custodySchema);
}

export const custodyQuery = (reportId: string) =>
  queryOptions({ queryKey: custodyKeys.of(reportId), queryFn: () => getCustody(reportId) });

export function useCustody(reportId: string) {
  return useQuery(custodyQuery(reportId));
}

type Step = { reportId: string } & ({ kind: "handIn"; input: HandIn } | { kind: "move"; input: MoveItem });

/** `POST …/custody/hand-in` or `…/custody/move`: one custody step, answered with the custody as it is now. */
export async function recordCustodyStep(step: Step) {
  const path = `/admin/reports/${encodeURIComponent(step.reportId)}/custody/${step.kind === "handIn" ? "hand-in" : "move"}`;
  return await apiFetch(path, custodyResponseSchema, { method: "POST", json: step.input });
}

/** A custody step changes the report (its custody), the places' counts and the audit log. */
export function useCustodyStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCustodyStep,
    onSuccess: ({ custody }, step) => {
      queryClient.setQueryData(custodyKeys.of(step.reportId), custody);
      return Promise.all(
        [reportKeys.all, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
