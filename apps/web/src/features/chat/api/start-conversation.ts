import { useMutation, useQueryClient } from "@tanstack/react-query";
import { conversationResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";

/** About a report (its reporter is the other person), with the person of a university email, or with the office. */
export type StartConversation =
  | { reportId: string; email?: never; office?: never }
  | { email: string; reportId?: never; office?: never }
  | { office: true; reportId?: never; email?: never };

/**
 * Starts a conversation: with a person after the student accepted to contact them only to claim
 * their own item, with the office straight away. The existing one is reopened instead.
 */
export async function startConversation(input: StartConversation) {
  const body = input.office ? { office: true } : { ...input, consent: true };
  return (await apiFetch("/conversations", conversationResponseSchema, { method: "POST", json: body })).conversation;
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.one(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
