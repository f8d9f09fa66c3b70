import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

/** Follows the emailed link (once). */
export async function confirmEmail(token: string) {
  return await apiFetch("/auth/confirm-email", messageResponseSchema, { method: "POST", json: { token } });
}

/** Asks for a new confirmation link (the earlier ones stop working). */
export async function resendConfirmation(email: string) {
  return await apiFetch("/auth/resend-confirmation", messageResponseSchema, { method: "POST", json: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
