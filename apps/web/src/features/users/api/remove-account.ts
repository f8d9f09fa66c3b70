import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, type AccountDeletion } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

/** Removes the signed-in student's account (their password confirms), then forgets everything cached: they are signed out. */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletion) =>
      apiFetch("/profile", messageResponseSchema, { method: "DELETE", json: body }),
    onSuccess: () => queryClient.clear(),
  });
}
