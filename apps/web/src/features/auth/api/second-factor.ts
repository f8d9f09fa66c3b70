import { useMutation, useQueryClient } from "@tanstack/react-query";
import { recoveryCodesSchema, secondFactorSetupSchema, sessionResponseSchema, type SessionUser } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { sessionQuery } from "./get-session";

/** The second step of signing in: the app's code, or a recovery code. */
export async function finishSignIn(input: { code: string; recoveryCode: boolean }) {
  return (await apiFetch("/auth/second-factor", sessionResponseSchema, { method: "POST", json: input })).user;
}

/** Starts turning two-step sign-in on: the QR address, the key and the recovery codes. */
export async function startSetup(input: { password: string }) {
  return await apiFetch("/auth/second-factor/setup", secondFactorSetupSchema, { method: "POST", json: input });
}

/** Ends the setup with the app's first code; the session is renewed. */
export async function confirmSetup(input: { code: string }) {
  return (await apiFetch("/auth/second-factor/confirm", sessionResponseSchema, { method: "POST", json: input })).user;
}

export async function newRecoveryCodes(input: { password: string }) {
  return (await apiFetch("/auth/second-factor/recovery-codes", recoveryCodesSchema, { method: "POST", json: input }))
    .recoveryCodes;
}

/** A mutation that ends with a signed-in user, who becomes the session. */
function useSessionMutation<I>(mutationFn: (input: I) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user) });
}

export const useFinishSignIn = () => useSessionMutation(finishSignIn);
export const useConfirmSetup = () => useSessionMutation(confirmSetup);
export const useStartSetup = () => useMutation({ mutationFn: startSetup });
export const useNewRecoveryCodes = () => useMutation({ mutationFn: newRecoveryCodes });
