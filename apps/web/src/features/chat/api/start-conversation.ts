import { useMutation, useQueryClient } from "@tanstack/react-query";
import { startConversationResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";

/** About a report (its reporter is the other person), with the person of a university email, or with the office. */
export type StartConversation =
  | { reportId: string; email?: never; office?: never }
  | { email: string; reportId?: never; office?: never }
  | { office: true; reportId?: never; email?: never };

export interface StartInput {
  to: StartConversation;
  /** The first message: a new conversation is created only with it. Made once per message, as a send's clientId. */
  message?: { body: string; clientId: string };
}

/**
 * Opens a conversation: with a person after the student accepted to contact them only to claim
 * their own item, with the office straight away. The existing one is reopened (and gets the
 * message, if any). Without a message and without an existing conversation the answer is null:
 * the server allows it and stores nothing, and the client shows a draft until the first message.
 */
export async function startConversation({ to, message }: StartInput) {
  const body = { ...(to.office ? { office: true } : { ...to, consent: true }), ...(message ? { message } : {}) };
  return (await apiFetch("/conversations", startConversationResponseSchema, { method: "POST", json: body }))
    .conversation;
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation, { message }) => {
      if (!conversation) return;
      queryClient.setQueryData(chatKeys.one(conversation.id), conversation);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.list }),
        message && queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation.id) }),
      ]);
    },
  });
}
