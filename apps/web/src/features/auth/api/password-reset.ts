import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

export async function requestPasswordReset(input: { email: string }) {
  return await apiFetch("/auth/forgot-password", messageResponseSchema, { method: "POST", json: input });
}

export async function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  return await apiFetch("/auth/reset-password", messageResponseSchema, { method: "POST", json: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
