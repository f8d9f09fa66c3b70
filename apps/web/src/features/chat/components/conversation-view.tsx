import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { getHref, LIMITS, paths, sendMessageSchema, type Conversation } from "@campus/shared";
import { Avatar } from "../../../components/ui/avatar";
import { FormAlert } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { realtime } from "../../../lib/realtime";
import { formatDate } from "../../../lib/report-label";
import { chatKeys } from "../../../lib/query-keys";
import { useConversation } from "../api/get-conversation";
import { useMarkConversationRead } from "../api/mark-read";
import { useOutgoingMessages, type FailureOutcome } from "../hooks/use-outgoing-messages";
import { onViewerSide, otherName, speaksForOffice } from "../conversation-sides";
import { useConversationTopic } from "./conversation-list";
import { MessageComposer } from "./message-composer";
import { MessageHistory } from "./message-history";
import { HandoverPanel } from "./handover";
import { ExpiredPanel, ResolutionRequest, ResolveButton, ResolvedPanel } from "./resolution";
import { translateKey } from "../../../lib/translate-key";
import { LoadingText } from "../../../components/ui/loading-text";

function ConversationHeader({ conversation, expired }: { conversation: Conversation; expired: boolean }) {
  const { t, i18n } = useTranslation();
  const topic = useConversationTopic()(conversation);
  const report = conversation.report;
  return (
    <header className="border-b border-slate-200 px-4 pt-2 pb-3 sm:px-5 sm:pb-4">
      <Link
        to={paths.chat}
        className="inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t("chat.back")}
      </Link>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar src={conversation.other.image} className="h-11 w-11 shrink-0 sm:h-12 sm:w-12" />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-extrabold break-words text-brand-800 sm:text-2xl">
              {otherName(t, conversation)}
            </h1>
            <p className="text-sm break-words text-slate-700">
              {report ? (
                <Link
                  to={getHref(report.type === "lost" ? "reportLostDetails" : "reportFoundDetails", { id: report.id })}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t("chat.about", { item: topic })}
                </Link>
              ) : (
                topic
              )}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {conversation.state === "resolved"
                ? t("chat.state.resolved")
                : expired
                  ? t("chat.state.expired")
                  : t("chat.expiresOn", { date: formatDate(conversation.expiresAt, i18n.language) })}
            </p>
          </div>
        </div>
        {conversation.state === "open" &&
          !expired &&
          !conversation.resolution.mine &&
          !conversation.resolution.theirs && (
            <div className="pl-14 sm:pl-0">
              <ResolveButton conversation={conversation} />
            </div>
          )}
      </div>
    </header>
  );
}

/**
 * `/dashboard/chat/:id`: the other person and the item, the history, and the message box, or
 * the resolution question once the conversation expired, or a read-only notice once resolved.
 * Opening it, and every message from the other person while it is open, marks it read.
 */
export function ConversationView({ conversationId, userId }: { conversationId: string; userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const { mutate: markRead } = useMarkConversationRead();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const expiredHeading = useRef<HTMLHeadingElement>(null);
  // Set when a send finds the conversation expired: the question then takes the focus.
  const askOnExpiry = useRef(false);

  const onFailure = (error: unknown, message: { body: string }): FailureOutcome => {
    const failure = error instanceof ApiError ? error : null;
    setSendError(failure?.message ?? t("chat.errors.sendFailed"));
    if (failure?.code === "CHAT_EXPIRED") {
      askOnExpiry.current = true;
      queryClient.setQueryData<Conversation>(
        chatKeys.one(conversationId),
        (current) => current && { ...current, expired: true },
      );
    } else if (failure?.code === "CHAT_RESOLVED") {
      void queryClient.invalidateQueries({ queryKey: chatKeys.one(conversationId) });
    } else if (failure?.status === 400 && failure.fields.body) {
      // The text itself was refused: it goes back into the box with the reason under it.
      setSendError(null);
      setDraftError(failure.fields.body);
      setDraft((current) => (current ? current : message.body));
      return "drop";
    }
    return "keep";
  };
  const { outgoing, send, retry } = useOutgoingMessages(conversationId, onFailure);

  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (loaded) markRead(conversationId);
  }, [loaded, conversationId, markRead]);

  const onLiveMessage = useEffectEvent((senderId: string) => {
    if (senderId !== userId) markRead(conversationId);
  });
  useEffect(
    () =>
      realtime.subscribe("message", ({ message }) => {
        if (message.conversationId === conversationId) onLiveMessage(message.senderId);
      }),
    [conversationId],
  );

  const data = conversation.data;
  const resolved = data?.state === "resolved";
  const expired = data ? data.state === "open" && data.expired : false;
  const wasExpired = useRef(expired);
  useEffect(() => {
    if (expired && askOnExpiry.current) expiredHeading.current?.focus();
    askOnExpiry.current = false;
    if (!expired && wasExpired.current) setSendError(null);
    wasExpired.current = expired;
  }, [expired]);

  if (conversation.error) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-extrabold text-brand-800">{t("chat.conversationTitle")}</h1>
        <FormAlert>{missing ? t("chat.errors.notFound") : conversation.error.message}</FormAlert>
        <Link
          to={paths.chat}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("chat.back")}
        </Link>
      </div>
    );
  }

  const submit = () => {
    const checked = sendMessageSchema.shape.body.safeParse(draft);
    if (!checked.success) {
      setDraftError(
        translateKey(t, checked.error.issues[0]?.message ?? "chat.errors.emptyMessage", { max: LIMITS.chatMessageMax }),
      );
      return;
    }
    setDraftError(null);
    setSendError(null);
    send(checked.data);
    setDraft("");
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-6.5rem)] min-h-[30rem] max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[calc(100dvh-8rem)] lg:h-[calc(100dvh-9rem)]">
      {data ? (
        <ConversationHeader conversation={data} expired={expired} />
      ) : (
        <div className="p-4 sm:p-5">
          <Link
            to={paths.chat}
            className="inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("chat.back")}
          </Link>
          <h1 className="text-xl font-extrabold text-brand-800 sm:text-2xl">{t("chat.conversationTitle")}</h1>
          <p role="status" className="mt-1 text-slate-700">
            <LoadingText />
          </p>
        </div>
      )}
      {data && (
        <>
          <MessageHistory
            conversationId={conversationId}
            userId={userId}
            onViewerSide={(senderId) => onViewerSide(data, userId, senderId)}
            otherName={otherName(t, data)}
            emptyText={
              speaksForOffice(data)
                ? t("chat.noMessagesShort")
                : data.office
                  ? t("chat.noMessagesOffice")
                  : t("chat.noMessages")
            }
            outgoing={outgoing}
            canRetry={!resolved && !expired}
            onRetry={retry}
          />
          {sendError && (
            <div className="border-t border-slate-200 px-3 pt-3 sm:px-4">
              <FormAlert>{sendError}</FormAlert>
            </div>
          )}
          <HandoverPanel conversation={data} />
          {resolved ? (
            <ResolvedPanel conversation={data} />
          ) : expired ? (
            <ExpiredPanel conversation={data} headingRef={expiredHeading} />
          ) : (
            <>
              <ResolutionRequest conversation={data} />
              <MessageComposer
                value={draft}
                error={draftError}
                onChange={(value) => {
                  setDraft(value);
                  if (draftError) setDraftError(null);
                }}
                onSend={submit}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
