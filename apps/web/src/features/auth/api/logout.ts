import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";
import { messageAnswer } from "../../../lib/light-schemas";

export async function logout() {
  await apiFetch("/auth/logout", messageAnswer, { method: "POST" });
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
