import { useMutation, useQueryClient } from "@tanstack/react-query";
import { conversationResponseSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { chatKeys, reportKeys } from "../../../lib/query-keys";

/** Says (or takes back) that the item of the conversation's report was handed over; the report is solved once both sides have. */
export async function answerHandover({
  conversationId,
  ...answer
}: {
  conversationId: string;
  handedOver: boolean;
  /** The owner's own pending lost report solved with the found one (null: none of theirs). */
  lostReportId?: string | null;
}) {
  return await apiFetch(`/conversations/${encodeURIComponent(conversationId)}/handover`, conversationResponseSchema, {
    method: "POST",
    json: answer,
  });
}

export function useAnswerHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerHandover,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(chatKeys.one(conversation.id), conversation);
      // The report's own screens show its status.
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
