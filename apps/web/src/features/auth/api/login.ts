import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginResponseSchema, type LoginInput, type SessionUser } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";

/** Signs in with the password: the user, or "second-factor" when the app's code comes next. */
export async function login(input: LoginInput): Promise<SessionUser | "second-factor"> {
  const result = await apiFetch("/auth/login", loginResponseSchema, { method: "POST", json: input });
  return "user" in result ? result.user : "second-factor";
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result !== "second-factor") queryClient.setQueryData(sessionQuery.queryKey, result);
    },
  });
}
