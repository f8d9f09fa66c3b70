import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ageingActionResponseSchema,
  ageingPageSchema,
  retentionListSchema,
  retentionResponseSchema,
  type AgeingPage,
  type Dispose,
  type ExtendRetention,
  type RetentionChange,
  type RetentionPeriod,
} from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, custodyKeys, reportKeys } from "../../../lib/query-keys";

/** `GET /api/admin/retention`: the days kept per item type. */
export async function getRetention(): Promise<RetentionPeriod[]> {
  return (await apiFetch("/admin/retention", retentionListSchema)).periods;
}

export const retentionQuery = () => queryOptions({ queryKey: custodyKeys.retention, queryFn: getRetention });

export function useRetention() {
  return useQuery(retentionQuery());
}

/** `PUT /api/admin/retention`: the office sets the days of some item types. */
export async function changeRetention(input: RetentionChange) {
  return await apiFetch("/admin/retention", retentionResponseSchema, { method: "PUT", json: input });
}

export function useChangeRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRetention,
    onSuccess: ({ periods }) => {
      queryClient.setQueryData(custodyKeys.retention, periods);
      return Promise.all(
        [reportKeys.all, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** `GET /api/admin/ageing`: found items past their retention date (or unclaimed 30, 60, 90 days), oldest first. */
export async function getAgeing(query: { unclaimed?: string | undefined; page: number }): Promise<AgeingPage> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.unclaimed) params.set("unclaimed", query.unclaimed);
  return await apiFetch(`/admin/ageing?${params.toString()}`, ageingPageSchema);
}

export function useAgeing(query: { unclaimed?: string | undefined; page: number }) {
  return useQuery({
    queryKey: custodyKeys.ageing(query),
    queryFn: () => getAgeing(query),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/reports/:id/retention/extend`. */
export async function extendRetention({ reportId, input }: { reportId: string; input: ExtendRetention }) {
  return await apiFetch(`/admin/reports/${encodeURIComponent(reportId)}/retention/extend`, ageingActionResponseSchema, {
    method: "POST",
    json: input,
  });
}

/** `POST /api/admin/reports/:id/custody/dispose`. */
export async function disposeItem({ reportId, input }: { reportId: string; input: Dispose }) {
  return await apiFetch(`/admin/reports/${encodeURIComponent(reportId)}/custody/dispose`, ageingActionResponseSchema, {
    method: "POST",
    json: input,
  });
}

/** A step on an item changes the lists, the figures, its custody and the audit log: all under "reports" or the log. */
function useAgeingStep<Input>(mutationFn: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [reportKeys.all, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useExtendRetention = () => useAgeingStep(extendRetention);
export const useDisposeItem = () => useAgeingStep(disposeItem);
