import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sentMessageResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";
import { addMessageToHistory } from "./get-messages";

export interface SendMessage {
  conversationId: string;
  body: string;
  /** Made once per message: sending it again (a retry) returns the same message, never a second one. */
  clientId: string;
}

/** Sends a text message; the server refuses an expired or resolved conversation (409). */
export async function sendMessage({ conversationId, body, clientId }: SendMessage) {
  const answer = await apiFetch(
    `/conversations/${encodeURIComponent(conversationId)}/messages`,
    sentMessageResponseSchema,
    { method: "POST", json: { body, clientId } },
  );
  return answer.message;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessageToHistory(queryClient, message);
      // The conversation's expiry moved on with this message; the list shows it as the last one.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.one(message.conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.list }),
      ]);
    },
  });
}
