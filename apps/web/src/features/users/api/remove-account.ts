import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, signInMethodsSchema, type AccountDeletion } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { unsubscribeDevice } from "../../../lib/device-push";
import { sessionKeys } from "../../../lib/query-keys";

/**
 * Removes the signed-in student's account (their password confirms), then forgets everything
 * cached: they are signed out. The server dropped the account's push subscriptions with it; the
 * device's own subscription ends too.
 */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletion) =>
      apiFetch("/profile", messageResponseSchema, { method: "DELETE", json: body }),
    onSuccess: () => {
      queryClient.clear();
      void unsubscribeDevice().catch(() => {});
    },
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
