import { useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { ChatMessage } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { useMessages } from "../api/get-messages";
import { messageTime } from "../chat-time";
import type { OutgoingMessage } from "../hooks/use-outgoing-messages";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";

/** How close to the top (px) scrolling loads older messages, and to the bottom counts as "at the end". */
const LOAD_OLDER_WITHIN = 48;
const AT_END_WITHIN = 96;

/** Every loaded message once (by id), oldest first. */
function chronological(pages: Array<{ messages: ChatMessage[] }>): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

function Bubble({ mine, sender, body, footer }: { mine: boolean; sender: string; body: string; footer: ReactNode }) {
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%] ${mine ? "rounded-br-md bg-brand-800 text-white" : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200"}`}
      >
        <p className="sr-only">{sender}</p>
        <p className="whitespace-pre-wrap wrap-anywhere">{body}</p>
      </div>
      <div className="mt-0.5 flex items-center gap-2 px-1 text-xs text-slate-600">{footer}</div>
    </li>
  );
}

/**
 * A conversation's messages, oldest at the top: older pages load with the button at the top or
 * by scrolling up there (the view stays where it was), new ones follow at the bottom (the view
 * follows when it was at the end, and always for the student's own). Text only: React escapes it.
 */
export function MessageHistory({
  conversationId,
  userId,
  onViewerSide,
  otherName,
  emptyText,
  outgoing,
  canRetry,
  onRetry,
}: {
  conversationId: string;
  userId: string;
  /** Whether a sender is on the viewer's side (an administrator's colleagues answer for the office too). */
  onViewerSide: (senderId: string) => boolean;
  otherName: string;
  emptyText: string;
  outgoing: OutgoingMessage[];
  canRetry: boolean;
  onRetry: (clientId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useMessages(conversationId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const atEnd = useRef(true);

  const messages = useMemo(() => chronological(history.data?.pages ?? []), [history.data]);
  const stored = new Set(messages.map((message) => message.clientId).filter(Boolean));
  const pending = outgoing.filter((message) => !stored.has(message.clientId));
  const pageCount = history.data?.pages.length ?? 0;
  const newest = pending.at(-1)?.clientId ?? messages.at(-1)?.id ?? "";
  const ownNewest = pending.length > 0 || messages.at(-1)?.senderId === userId;
  // A colleague's answer in the office's inbox is the office's: on the viewer's side, under the office's name.
  const senderName = (senderId: string) =>
    senderId === userId ? t("chat.you") : onViewerSide(senderId) ? t("chat.officeSide") : otherName;

  const loadOlder = () => {
    const element = scroller.current;
    if (!hasNextPage || isFetchingNextPage) return;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    void fetchNextPage();
  };

  // An older page went in above: keep the messages that were in view where they were.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [pageCount]);

  // A new message at the end: follow it when the reader was at the end, or when it is their own.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atEnd.current || ownNewest)) element.scrollTop = element.scrollHeight;
  }, [newest, ownNewest]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_WITHIN;
    if (element.scrollTop <= LOAD_OLDER_WITHIN) loadOlder();
  };

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t("chat.with", { name: otherName })}
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-inset sm:px-5"
    >
      {hasNextPage && (
        <div className="mb-4 flex justify-center">
          <button
            type="button"
            onClick={loadOlder}
            aria-disabled={isFetchingNextPage}
            className="min-h-11 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 aria-disabled:cursor-wait"
          >
            {isFetchingNextPage ? t("chat.loadingOlder") : t("chat.loadOlder")}
          </button>
        </div>
      )}
      {history.isPending ? (
        <p role="status" className="text-slate-700">
          <LoadingText />
        </p>
      ) : history.error && messages.length === 0 ? (
        <FormAlert>{loadFailureMessage(history.error, t("chat.loadFailed"))}</FormAlert>
      ) : messages.length === 0 && pending.length === 0 ? (
        <p className="mx-auto max-w-md rounded-xl bg-white p-4 text-center text-slate-700 ring-1 ring-slate-200">
          {emptyText}
        </p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            return (
              <Bubble
                key={message.id}
                mine={onViewerSide(message.senderId)}
                sender={senderName(message.senderId)}
                body={message.body}
                footer={<time dateTime={message.createdAt}>{messageTime(message.createdAt, i18n.language)}</time>}
              />
            );
          })}
          {pending.map((message) => (
            <Bubble
              key={message.clientId}
              mine
              sender={t("chat.you")}
              body={message.body}
              footer={
                message.status === "sending" ? (
                  <span>{t("chat.sending")}</span>
                ) : (
                  <>
                    <span className="font-semibold text-red-700">{t("chat.notSent")}</span>
                    {canRetry && (
                      <button
                        type="button"
                        onClick={() => onRetry(message.clientId)}
                        className="-my-2 min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
                      >
                        {t("chat.retry")}
                      </button>
                    )}
                  </>
                )
              }
            />
          ))}
        </ol>
      )}
    </div>
  );
}
