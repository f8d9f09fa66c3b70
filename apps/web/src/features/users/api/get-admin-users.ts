import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminUserPageSchema, type AdminUserPage, type AdminUserQueryInput } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";
import { queryParams } from "../../../lib/query-params";

/** One page of the accounts, searched by name, email or matrix number and filtered by role and status. */
export async function getAdminUsers(query: Partial<AdminUserQueryInput>): Promise<AdminUserPage> {
  return await apiFetch(`/admin/users?${queryParams(query).toString()}`, adminUserPageSchema);
}

export const adminUsersQuery = (query: Partial<AdminUserQueryInput>) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: Partial<AdminUserQueryInput>) {
  return useQuery(adminUsersQuery(query));
}
