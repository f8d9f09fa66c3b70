import { queryOptions, useQuery } from "@tanstack/react-query";
import { conversationListSchema, type Conversation } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";

/** The signed-in student's conversations, newest first (by their last message). */
export async function getConversations(): Promise<Conversation[]> {
  return (await apiFetch("/conversations", conversationListSchema)).conversations;
}

export const conversationsQuery = queryOptions({ queryKey: chatKeys.list, queryFn: getConversations });

export function useConversations() {
  return useQuery(conversationsQuery);
}
