import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";
import { unreadCountsAnswer } from "../../../lib/light-answers";

/** Marks one conversation read up to now; answers the unread counts left. */
export async function markConversationRead(conversationId: string) {
  return (
    await apiFetch(`/conversations/${encodeURIComponent(conversationId)}/read`, unreadCountsAnswer, { method: "POST" })
  ).counts;
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (counts) => queryClient.setQueryData(chatKeys.unread, counts),
  });
}
