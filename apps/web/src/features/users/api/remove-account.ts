import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, signInMethodsSchema, type AccountDeletion } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

/** Removes the signed-in student's account (their password confirms), then forgets everything cached: they are signed out. */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletion) =>
      apiFetch("/profile", messageResponseSchema, { method: "DELETE", json: body }),
    onSuccess: () => queryClient.clear(),
  });
}

/** How the signed-in account signs in: deleting it is confirmed with the password, or else with its email. */
export function useSignInMethods(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.signInMethods,
    queryFn: () => apiFetch("/profile/sign-in", signInMethodsSchema),
    enabled,
  });
}
