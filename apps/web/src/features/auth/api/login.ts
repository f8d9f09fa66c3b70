import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionResponseSchema, type LoginInput } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";

export async function login(input: LoginInput) {
  return sessionResponseSchema.parse(await apiFetch<unknown>("/auth/login", { method: "POST", json: input })).user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}
