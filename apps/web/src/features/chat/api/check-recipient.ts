import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Whether someone uses the service at this university email (refusals are ApiErrors on the email field). */
export async function checkRecipient(email: string): Promise<void> {
  await apiFetch<unknown>(`/conversations/recipient?email=${encodeURIComponent(email)}`);
}

/** Asked before the consent dialog, so a mistyped address is said at the field, not after consenting. */
export function useCheckRecipient() {
  return useMutation({ mutationFn: checkRecipient });
}
