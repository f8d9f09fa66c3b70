import { useMutation } from "@tanstack/react-query";
import { chatRecipientSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

/**
 * Whether someone uses the service at this university email, and whether it is the office's (a
 * conversation with it goes to the office's inbox); refusals are ApiErrors on the email field.
 */
export async function checkRecipient(email: string): Promise<{ office: boolean }> {
  return await apiFetch(`/conversations/recipient?email=${encodeURIComponent(email)}`, chatRecipientSchema);
}

/** Asked before the consent dialog, so a mistyped address is said at the field, not after consenting. */
export function useCheckRecipient() {
  return useMutation({ mutationFn: checkRecipient });
}
