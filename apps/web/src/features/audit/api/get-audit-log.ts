import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { auditPageSchema, type auditQuerySchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";
import { queryParams } from "../../../lib/query-params";

export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

/** One page of the audit log, newest first, filtered by action, actor and day. */
export async function getAuditLog(query: Partial<AuditQueryInput>): Promise<AuditPage> {
  return await apiFetch(`/admin/audit?${queryParams(query).toString()}`, auditPageSchema);
}

export const auditLogQuery = (query: Partial<AuditQueryInput>) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: Partial<AuditQueryInput>) {
  return useQuery(auditLogQuery(query));
}
