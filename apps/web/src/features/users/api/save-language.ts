import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Language, SessionUser } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { profileAnswer } from "../../../lib/light-schemas";
import { sessionKeys } from "../../../lib/query-keys";

// Apart from profile.ts: signing in saves the language too, and the sign-in screen is one of the
// first a phone downloads (light schemas, no zod).

/** After a change to the user: the profile and the session (header, guards) show it at once. */
export function rememberUser(queryClient: QueryClient, user: SessionUser) {
  queryClient.setQueryData(sessionKeys.profile, user);
  queryClient.setQueryData(sessionKeys.session, user);
}

/** The one language setting: the interface (this device) and the profile (other devices, emails). */
export async function saveLanguage(language: Language) {
  return (await apiFetch("/profile/language", profileAnswer, { method: "PUT", json: { language } })).user;
}

/** Saves the language a signed-in user chose (the switch changes the interface itself at once). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLanguage, onSuccess: (user) => rememberUser(queryClient, user) });
}
