import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { Conversation } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useAnswerHandover } from "../api/answer-handover";
import { otherName } from "../conversation-sides";

/**
 * Where the two sides stand on the handover of the conversation's item: once one said it was
 * handed over, the other is asked to confirm (the report is marked solved when both have), and
 * the one who said it may take it back until then. Nothing to show before anyone said it.
 */
export function HandoverPanel({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const answer = useAnswerHandover();
  const [error, setError] = useState<string | null>(null);
  const handover = conversation.handover;
  if (!handover || (!handover.mine && !handover.theirs)) return null;
  const name = otherName(t, conversation);
  const both = handover.mine && handover.theirs;
  const say = (handedOver: boolean) => {
    if (answer.isPending) return;
    setError(null);
    answer.mutateAsync({ conversationId: conversation.id, handedOver }).then(
      ({ message }) => message && toast.success(message),
      (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
    );
  };
  const button =
    "min-h-11 rounded-xl px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70";
  return (
    <section
      aria-label={t("chat.handover.title")}
      className="space-y-2 border-t border-sky-200 bg-sky-50 px-4 py-3 sm:px-5"
    >
      <p className="text-slate-900">
        {both
          ? t("chat.handover.both")
          : handover.mine
            ? t("chat.handover.mine", { name })
            : t("chat.handover.theirs", { name })}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      {!both && conversation.report?.status === "pending" && (
        <button
          type="button"
          aria-disabled={answer.isPending}
          onClick={() => say(!handover.mine)}
          className={`${button} ${handover.mine ? "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50" : "bg-emerald-700 text-white hover:bg-emerald-800"}`}
        >
          {handover.mine ? t("chat.handover.withdraw") : t("chat.handover.confirm")}
        </button>
      )}
    </section>
  );
}
