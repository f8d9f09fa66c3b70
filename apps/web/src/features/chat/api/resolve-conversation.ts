import { useMutation, useQueryClient } from "@tanstack/react-query";
import { conversationResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys, reportKeys } from "../../../lib/query-keys";

export interface Resolution {
  conversationId: string;
  /** True: the case is resolved (read-only from then on); false: keep it open for another period, or reopen it. */
  resolved: boolean;
  /** The answerer also says the item was handed over (the report is solved once both sides have). */
  handedOver?: true;
  /** With handedOver: the owner's own pending lost report solved with the found one (null: none of theirs). */
  lostReportId?: string | null;
}

/** Answers "has the case been resolved?"; the server's message says what was done. */
export async function resolveConversation({ conversationId, ...answer }: Resolution) {
  return await apiFetch(`/conversations/${encodeURIComponent(conversationId)}/resolution`, conversationResponseSchema, {
    method: "POST",
    json: answer,
  });
}

export function useResolveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveConversation,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(chatKeys.one(conversation.id), conversation);
      // A handover said while resolving may have solved reports.
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
