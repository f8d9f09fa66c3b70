import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, SessionUser } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { loginAnswer, sessionAnswer } from "../../../lib/light-schemas";
import { sessionQuery } from "./get-session";

/** Signs in with the password: the user, or "second-factor" when the app's code comes next. */
export async function login(input: LoginInput): Promise<SessionUser | "second-factor"> {
  const result = await apiFetch("/auth/login", loginAnswer, { method: "POST", json: input });
  return "user" in result ? result.user : "second-factor";
}

/** The second step of signing in: the app's code, or a recovery code. */
export async function finishSignIn(input: { code: string; recoveryCode: boolean }) {
  return (await apiFetch("/auth/second-factor", sessionAnswer, { method: "POST", json: input })).user;
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

/** A mutation that ends with a signed-in user, who becomes the session. */
export function useSessionMutation<I>(mutationFn: (input: I) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user) });
}

export const useFinishSignIn = () => useSessionMutation(finishSignIn);
