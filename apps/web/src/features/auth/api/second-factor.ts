import { useMutation } from "@tanstack/react-query";
import { recoveryCodesSchema, secondFactorSetupSchema, sessionResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { useSessionMutation } from "./login";

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

export const useConfirmSetup = () => useSessionMutation(confirmSetup);
export const useStartSetup = () => useMutation({ mutationFn: startSetup });
export const useNewRecoveryCodes = () => useMutation({ mutationFn: newRecoveryCodes });
