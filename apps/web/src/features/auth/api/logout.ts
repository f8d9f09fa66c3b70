import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { forgetDevicePush } from "../../../lib/device-push";
import { sessionQuery } from "./get-session";
import { messageAnswer } from "../../../lib/light-schemas";

export async function logout() {
  await apiFetch("/auth/logout", messageAnswer, { method: "POST" });
}

/**
 * Ends the session on the server and forgets everything cached for the user. This device's push
 * subscription goes first (the server needs the session to drop it), so whoever signs in next on
 * a shared device is not told of this user's matches and messages.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await forgetDevicePush().catch(() => {});
      await logout();
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
