import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { emailConfirmedAnswer, messageAnswer } from "../../../lib/light-schemas";

/**
 * Follows the emailed link (once); a sign-up's link also needs the password that sign-up chose.
 * The answer carries the confirmed address.
 */
export async function confirmEmail(token: string, password?: string) {
  return await apiFetch("/auth/confirm-email", emailConfirmedAnswer, {
    method: "POST",
    json: password === undefined ? { token } : { token, password },
  });
}

/** Asks for a new confirmation link (the earlier ones stop working). */
export async function resendConfirmation(email: string) {
  return await apiFetch("/auth/resend-confirmation", messageAnswer, { method: "POST", json: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
