import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";

export async function logout() {
  await apiSend("/auth/logout", { method: "POST" });
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
