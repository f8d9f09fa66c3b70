import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emailPreferencesResponseSchema, type EmailPreferences } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

/** How often the signed-in user's match, message and (administrators) new-report emails come. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: sessionKeys.emailPreferences,
    queryFn: async () => (await apiFetch("/profile/notifications", emailPreferencesResponseSchema)).preferences,
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      apiFetch("/profile/notifications", emailPreferencesResponseSchema, { method: "PUT", json: preferences }),
    onSuccess: ({ preferences }) => queryClient.setQueryData(sessionKeys.emailPreferences, preferences),
  });
}
