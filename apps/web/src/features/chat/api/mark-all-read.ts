import { useMutation, useQueryClient } from "@tanstack/react-query";
import { unreadCountsSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "./chat-keys";

/** Marks every conversation read (entering the chat screens resets the counts). */
export async function markAllConversationsRead() {
  return unreadCountsSchema.parse(await apiFetch<unknown>("/conversations/read-all", { method: "POST" })).counts;
}

export function useMarkAllConversationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllConversationsRead, onSuccess: (counts) => queryClient.setQueryData(chatKeys.unread, counts) });
}
