import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

export async function requestPasswordReset(input: { email: string }) {
  return messageResponseSchema.parse(await apiFetch<unknown>("/auth/forgot-password", { method: "POST", json: input }));
}

export async function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  return messageResponseSchema.parse(await apiFetch<unknown>("/auth/reset-password", { method: "POST", json: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
