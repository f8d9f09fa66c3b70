import { useState, type Ref } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { Conversation } from "@campus/shared";
import { CheckboxField, FormAlert } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useResolveConversation } from "../api/resolve-conversation";
import { otherName } from "../conversation-sides";
import { LostReportChoice, useLostReportChoice } from "./handover";

/** Answers the resolution question; the server's message (what was done) shows as a toast. */
function useAnswer(conversation: Conversation, onAnswered?: () => void) {
  const { t } = useTranslation();
  const resolve = useResolveConversation();
  const [handedOver, setHandedOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // About a pending report between two people, and this side has not said so yet.
  const canSayHandedOver =
    conversation.handover !== null && !conversation.handover.mine && conversation.report?.status === "pending";
  const choice = useLostReportChoice(conversation.handover);
  const answer = (resolved: boolean) => {
    if (resolve.isPending) return;
    const saysHandedOver = resolved && canSayHandedOver && handedOver;
    const lostReportId = saysHandedOver ? choice.take() : undefined;
    if (lostReportId === false) return;
    setError(null);
    // The answer may replace this component (the panel goes once resolved): its promise, unlike
    // mutate's callbacks, still settles after that.
    resolve
      .mutateAsync({
        conversationId: conversation.id,
        resolved,
        ...(saysHandedOver ? { handedOver: true as const } : {}),
        ...(lostReportId !== undefined ? { lostReportId } : {}),
      })
      .then(
        ({ message }) => {
          toast.success(message ?? t(resolved ? "chat.markedResolved" : "chat.markedOpen"));
          onAnswered?.();
        },
        (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
      );
  };
  const checkbox = canSayHandedOver && (
    <>
      <CheckboxField name="handedOver" checked={handedOver} onChange={setHandedOver}>
        {t("chat.expired.handedOver")}
      </CheckboxField>
      {handedOver && conversation.handover && <LostReportChoice handover={conversation.handover} choice={choice} />}
    </>
  );
  return { answer, pending: resolve.isPending, error, checkbox };
}

const primary =
  "min-h-11 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 aria-disabled:cursor-wait aria-disabled:opacity-70";
const secondary =
  "min-h-11 rounded-xl bg-white px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-70";

/**
 * An expired conversation asks whether the case is resolved: yes makes it read-only (and either
 * side may say the item was handed over in the same step), no reopens it for another period.
 */
export function ExpiredPanel({
  conversation,
  headingRef,
}: {
  conversation: Conversation;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const { answer, pending, error, checkbox } = useAnswer(conversation);
  return (
    <section
      aria-labelledby={`expired-${conversation.id}`}
      className="space-y-3 border-t border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2
        id={`expired-${conversation.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-amber-950 outline-none"
      >
        {t("chat.expired.title")}
      </h2>
      <p className="text-slate-900">{t("chat.expired.question")}</p>
      {checkbox}
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" aria-disabled={pending} onClick={() => answer(true)} className={primary}>
          {t("chat.expired.resolve")}
        </button>
        <button type="button" aria-disabled={pending} onClick={() => answer(false)} className={secondary}>
          {t("chat.expired.keepOpen")}
        </button>
      </div>
    </section>
  );
}

/**
 * "Mark case resolved" for an open conversation (or "Agree" once the other side marked it):
 * asks first, in a dialog. The chat closes once both sides said so.
 */
export function ResolveButton({
  conversation,
  label,
  className = "min-h-11 shrink-0 rounded-xl px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600 hover:bg-emerald-50",
}: {
  conversation: Conversation;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {label ?? t("chat.resolve")}
      </button>
      <Modal open={open} title={t("chat.resolve")} onClose={() => setOpen(false)} size="sm">
        {open && <ResolveConfirm conversation={conversation} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function ResolveConfirm({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const { t } = useTranslation();
  const { answer, pending, error, checkbox } = useAnswer(conversation, onClose);
  return (
    <div className="space-y-4">
      <p className="text-slate-800">{t("chat.expired.question")}</p>
      {!conversation.resolution.theirs && (
        <p className="text-sm text-slate-700">{t("chat.resolveNote", { name: otherName(t, conversation) })}</p>
      )}
      {checkbox}
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" autoFocus onClick={onClose} className={secondary}>
          {t("common.cancel")}
        </button>
        <button type="button" aria-disabled={pending} onClick={() => answer(true)} className={primary}>
          {t("chat.expired.resolve")}
        </button>
      </div>
    </div>
  );
}

/**
 * One side marked an open conversation resolved: that side sees it is waiting for the other and
 * may take its word back; the other side is asked to agree (and may simply go on writing).
 */
export function ResolutionRequest({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const withdraw = useResolveConversation();
  const [error, setError] = useState<string | null>(null);
  const { mine, theirs } = conversation.resolution;
  if (mine === theirs) return null;
  const name = otherName(t, conversation);
  const small =
    "min-h-11 shrink-0 rounded-xl px-3 py-1.5 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70";
  return (
    <section
      aria-label={t("chat.resolution.title")}
      className="border-t border-emerald-200 bg-emerald-50 px-3 py-1.5 sm:px-5"
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-900">
          {mine ? t("chat.resolution.mine", { name }) : t("chat.resolution.theirs", { name })}
        </p>
        {mine ? (
          <button
            type="button"
            aria-disabled={withdraw.isPending}
            onClick={() => {
              if (withdraw.isPending) return;
              setError(null);
              withdraw.mutateAsync({ conversationId: conversation.id, resolved: false }).then(
                ({ message }) => toast.success(message ?? t("chat.markedOpen")),
                (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
              );
            }}
            className={`${small} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {t("chat.resolution.withdraw")}
          </button>
        ) : (
          <ResolveButton
            conversation={conversation}
            label={t("chat.resolution.agree")}
            className={`${small} bg-emerald-700 text-white hover:bg-emerald-800`}
          />
        )}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}

/** A resolved conversation is read-only; either side may open it again. One line, so the messages keep the room. */
export function ResolvedPanel({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const reopen = useResolveConversation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div role="status" className="border-t border-emerald-300 bg-emerald-50 px-3 py-1.5 sm:px-5">
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm font-medium text-emerald-950">{t("chat.resolvedNotice")}</p>
        <button
          type="button"
          aria-disabled={reopen.isPending}
          onClick={() => {
            if (reopen.isPending) return;
            setError(null);
            reopen.mutateAsync({ conversationId: conversation.id, resolved: false }).then(
              ({ message }) => toast.success(message ?? t("chat.reopened")),
              (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
            );
          }}
          className="min-h-11 shrink-0 rounded-xl bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {t("chat.reopen")}
        </button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
