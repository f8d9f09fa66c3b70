import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { profileResponseSchema, type Language, type ProfileUpdate, type SessionUser } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

export async function getProfile() {
  return (await apiFetch("/profile", profileResponseSchema)).user;
}

export const profileQuery = queryOptions({ queryKey: sessionKeys.profile, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery);
}

export async function updateProfile(input: ProfileUpdate) {
  return await apiFetch("/profile", profileResponseSchema, { method: "PATCH", json: input });
}

/** After a change to the user: the profile and the session (header, guards) show it at once. */
export function rememberUser(queryClient: QueryClient, user: SessionUser) {
  queryClient.setQueryData(profileQuery.queryKey, user);
  queryClient.setQueryData(["session"], user);
}

/** Saves the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => rememberUser(queryClient, user) });
}

/** The one language setting: the interface (this device) and the profile (other devices, emails). */
export async function saveLanguage(language: Language) {
  return (await apiFetch("/profile/language", profileResponseSchema, { method: "PUT", json: { language } })).user;
}

/** Saves the language a signed-in user chose (the switch changes the interface itself at once). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLanguage, onSuccess: (user) => rememberUser(queryClient, user) });
}
