import { useMutation, useQueryClient } from "@tanstack/react-query";
import { conversationResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "./chat-keys";

/** About a report (its reporter is the other person) or with the person of a university email. */
export type StartConversation = { reportId: string; email?: never } | { email: string; reportId?: never };

/**
 * Starts a conversation after the student accepted to contact the other person only to claim
 * their own item; the pair's existing conversation about the same report is reopened instead.
 */
export async function startConversation(input: StartConversation) {
  return conversationResponseSchema.parse(await apiFetch<unknown>("/conversations", { method: "POST", json: { ...input, consent: true } })).conversation;
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
