import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminUserResponseSchema, userChangeSchema, type UserChange } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/**
 * Promotes or demotes an account, or disables or enables it. The answer's message ("Aisyah
 * Rahman is now an admin") is in the user's language. Refused for the admin's own account.
 */
export async function changeUser({ id, change }: { id: string; change: UserChange }) {
  return await apiFetch(`/admin/users/${encodeURIComponent(id)}`, adminUserResponseSchema, {
    method: "PATCH",
    json: userChangeSchema.parse(change),
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() }),
      ]),
  });
}
