import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";

export async function logout() {
  await apiFetch("/auth/logout", messageResponseSchema, { method: "POST" });
}

/** Ends the session on the server and forgets everything cached for the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
