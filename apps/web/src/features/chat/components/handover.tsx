import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { Conversation } from "@campus/shared";
import { FormAlert, RadioGroupField, SelectField } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { formatDate, reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useAnswerHandover } from "../api/answer-handover";
import { otherName } from "../conversation-sides";

type Handover = NonNullable<Conversation["handover"]>;
const NONE = "none";

/**
 * The owner's answer to "which of your lost reports is this item?": the one the matcher paired
 * with it is chosen at first when there is one such (or only one report), and the owner confirms
 * it; with several they choose. `value` is a report id, NONE, or "" (not chosen yet).
 */
export function useLostReportChoice(handover: Handover | null) {
  const choices = handover?.choices ?? [];
  const paired = choices.filter((choice) => choice.paired);
  const obvious = paired.length === 1 ? paired[0] : choices.length === 1 ? choices[0] : undefined;
  const [value, setValue] = useState(obvious?.id ?? "");
  const [error, setError] = useState<string | undefined>();
  return {
    asked: choices.length > 0,
    value,
    error,
    onChange: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    /** The choice to send (undefined when not asked); false, with the error shown, when none was made. */
    take(): string | null | undefined | false {
      if (!choices.length) return undefined;
      if (!value) {
        setError("chat.handover.choiceRequired");
        return false;
      }
      return value === NONE ? null : value;
    },
  };
}

/**
 * The owner's lost reports to choose from: a radio list, or on a phone one native select (a
 * line high, its list opened by the system), so the confirm button stays in sight below it.
 */
export function LostReportChoice({
  handover,
  choice,
}: {
  handover: Handover;
  choice: ReturnType<typeof useLostReportChoice>;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 639px)");
  if (!choice.asked) return null;
  const options = [
    ...handover.choices.map((report) => ({
      value: report.id,
      label: `${t("chat.handover.choiceLost", {
        item: reportTitle(t, report),
        date: formatDate(report.eventDate, i18n.language),
      })}${report.paired ? ` · ${t("chat.handover.paired")}` : ""}`,
    })),
    { value: NONE, label: t("chat.handover.choiceNone") },
  ];
  const common = { name: "lostReportId", value: choice.value, error: choice.error, onChange: choice.onChange, options };
  return phone ? (
    <SelectField
      label={t("chat.handover.choiceLegend")}
      placeholder={t("chat.handover.choicePlaceholder")}
      {...common}
    />
  ) : (
    <RadioGroupField legend={t("chat.handover.choiceLegend")} {...common} />
  );
}

/** What a finished handover solved, in the words its answer used. */
export function handoverDone(t: ReturnType<typeof useTranslation>["t"], conversation: Conversation): string {
  const report = conversation.report;
  if (!report || report.status !== "solved") return t("chat.handover.both");
  if (conversation.handover?.lostReport?.status === "solved")
    return report.mine
      ? t("chat.handover.solvedYourFoundTheirLost", { name: otherName(t, conversation) })
      : t("chat.handover.solvedFoundYourLost");
  if (report.type === "found") return report.mine ? t("chat.handover.solvedYourFound") : t("chat.handover.solvedFound");
  return report.mine ? t("chat.handover.solvedYourLost") : t("chat.handover.solvedLost");
}

/**
 * Where the two sides stand on the handover of the conversation's item: once one said it was
 * handed over, the other is asked to confirm (the report is marked solved when both have, and
 * the owner's lost report they named with it), and the one who said it may take it back until
 * then. Nothing to show before anyone said it. One line once done, so the messages keep the room.
 */
export function HandoverPanel({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const answer = useAnswerHandover();
  const [error, setError] = useState<string | null>(null);
  const choice = useLostReportChoice(conversation.handover);
  const handover = conversation.handover;
  if (!handover || (!handover.mine && !handover.theirs)) return null;
  const name = otherName(t, conversation);
  const both = handover.mine && handover.theirs;
  const say = (handedOver: boolean) => {
    if (answer.isPending) return;
    const lostReportId = handedOver ? choice.take() : undefined;
    if (lostReportId === false) return;
    setError(null);
    answer
      .mutateAsync({
        conversationId: conversation.id,
        handedOver,
        ...(lostReportId !== undefined ? { lostReportId } : {}),
      })
      .then(
        ({ message }) => message && toast.success(message),
        (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
      );
  };
  const lost = handover.lostReport;
  if (both)
    // Done: one line that opens to say which reports were solved (the answer's toast said it too).
    return (
      <section aria-label={t("chat.handover.title")} className="border-t border-sky-200 bg-sky-50 px-3 sm:px-5">
        <details className="text-sm text-slate-900">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-sky-950">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {t("chat.handover.doneShort")}
          </summary>
          <p className="pb-2">{handoverDone(t, conversation)}</p>
        </details>
      </section>
    );
  const button =
    "min-h-11 rounded-xl px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70";
  return (
    <section
      aria-label={t("chat.handover.title")}
      // On a phone the owner's choice is one select line, so the question and its button fit without a scroll box.
      className="space-y-2 border-t border-sky-200 bg-sky-50 px-4 py-2 sm:px-5"
    >
      <p className="text-sm text-slate-900">
        {handover.mine ? t("chat.handover.mine", { name }) : t("chat.handover.theirs", { name })}
        {lost && (
          <>
            {" "}
            {conversation.report?.mine
              ? t("chat.handover.alsoTheirs", { name, item: reportTitle(t, lost) })
              : t("chat.handover.alsoMine", { item: reportTitle(t, lost) })}
          </>
        )}
      </p>
      {!handover.mine && conversation.report?.status === "pending" && (
        <LostReportChoice handover={handover} choice={choice} />
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {conversation.report?.status === "pending" && (
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
