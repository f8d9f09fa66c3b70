import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { profileResponseSchema, type ProfileUpdate } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";
import { rememberUser } from "./save-language";

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

/** Saves the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => rememberUser(queryClient, user) });
}
