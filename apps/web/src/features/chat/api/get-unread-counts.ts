import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnreadCounts } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys } from "../../../lib/query-keys";
import { unreadCountsAnswer } from "../../../lib/light-answers";

/** Unread messages per conversation id (conversations with none are absent). */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  return (await apiFetch("/conversations/unread", unreadCountsAnswer)).counts;
}

// Loaded once; the realtime channel's `unread` events (sent on every connect too) keep it current.
export const unreadCountsQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: getUnreadCounts,
  staleTime: Infinity,
});

export function useUnreadCounts(enabled: boolean) {
  return useQuery({ ...unreadCountsQuery, enabled });
}
