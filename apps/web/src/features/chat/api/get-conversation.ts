import { queryOptions, useQuery } from "@tanstack/react-query";
import { conversationResponseSchema, type Conversation } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";

/** One conversation of the signed-in student (404 for an unknown one or someone else's). */
export async function getConversation(id: string): Promise<Conversation> {
  return (await apiFetch(`/conversations/${encodeURIComponent(id)}`, conversationResponseSchema)).conversation;
}

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: chatKeys.one(id), queryFn: () => getConversation(id), retry: false });

export function useConversation(id: string) {
  return useQuery(conversationQuery(id));
}
