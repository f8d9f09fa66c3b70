import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

/** Follows the emailed link (once). */
export async function confirmEmail(token: string) {
  return messageResponseSchema.parse(await apiFetch<unknown>("/auth/confirm-email", { method: "POST", json: { token } }));
}

/** Asks for a new confirmation link (the earlier ones stop working). */
export async function resendConfirmation(email: string) {
  return messageResponseSchema.parse(await apiFetch<unknown>("/auth/resend-confirmation", { method: "POST", json: { email } }));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
