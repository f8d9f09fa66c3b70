import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage, MessagePage } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";
import { messagePageAnswer } from "../../../lib/light-answers";

export const MESSAGE_PAGE_SIZE = 30;

/** One page of a conversation's history, newest first; `before` is the cursor of the page before. */
export async function getMessages(conversationId: string, before: string | null): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) query.set("before", before);
  return await apiFetch(
    `/conversations/${encodeURIComponent(conversationId)}/messages?${query.toString()}`,
    messagePageAnswer,
  );
}

export const messagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    retry: false,
  });

/** The history in pages: the first page is the newest; `fetchNextPage` loads older messages. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQuery(conversationId));
}

/**
 * Puts a message that just arrived (live, or the answer to a send) into its conversation's
 * loaded history, once: a message already there (by id, or by the sender's client id) is left alone.
 */
export function addMessageToHistory(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<InfiniteData<MessagePage, string | null>>(
    chatKeys.messages(message.conversationId),
    (data) => {
      if (!data?.pages.length) return data;
      const same = (known: ChatMessage) =>
        known.id === message.id ||
        (message.clientId !== null && known.clientId === message.clientId && known.senderId === message.senderId);
      if (data.pages.some((page) => page.messages.some(same))) return data;
      const [newest, ...older] = data.pages;
      return { ...data, pages: [{ ...newest!, messages: [message, ...newest!.messages] }, ...older] };
    },
  );
}
