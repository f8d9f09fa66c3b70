import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { profileResponseSchema, type ProfileUpdate } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

export async function getProfile() {
  return profileResponseSchema.parse(await apiFetch<unknown>("/profile")).user;
}

export const profileQuery = queryOptions({ queryKey: ["profile"], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery);
}

export async function updateProfile(input: ProfileUpdate) {
  return profileResponseSchema.parse(await apiFetch<unknown>("/profile", { method: "PATCH", json: input }));
}

/** Saves the profile; the session's copy of the user follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQuery.queryKey, user);
      queryClient.setQueryData(["session"], user);
    },
  });
}
