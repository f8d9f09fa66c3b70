import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { getHref, type Conversation } from "@campus/shared";
import { Avatar } from "../../../components/ui/avatar";
import { FormAlert } from "../../../components/ui/form-controls";
import { reportTitle } from "../../../lib/report-label";
import { useConversations } from "../api/get-conversations";
import { listTime } from "../chat-time";
import { otherName } from "../conversation-sides";
import { UnreadBadge } from "./unread-badge";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";

/** The item a conversation is about, or "General conversation". */
export function useConversationTopic() {
  const { t } = useTranslation();
  return (conversation: Pick<Conversation, "report">) =>
    conversation.report ? reportTitle(t, conversation.report) : t("chat.noReport");
}

function StateBadge({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  if (conversation.state === "resolved")
    return (
      <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
        {t("chat.state.resolved")}
      </span>
    );
  if (conversation.expired)
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950">
        {t("chat.state.expired")}
      </span>
    );
  return null;
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const topic = useConversationTopic()(conversation);
  const last = conversation.lastMessage;
  return (
    <li className="relative flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50 sm:p-4">
      <Avatar src={conversation.other.image} className="h-11 w-11 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <h3 className="min-w-0 flex-1 truncate font-bold text-slate-900">
            <Link
              to={getHref("chatConversation", { id: conversation.id })}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              {otherName(t, conversation)}
            </Link>
          </h3>
          <time dateTime={last?.createdAt ?? conversation.lastMessageAt} className="shrink-0 text-xs text-slate-600">
            {listTime(last?.createdAt ?? conversation.lastMessageAt, i18n.language)}
          </time>
        </div>
        <p className="truncate text-sm font-medium text-brand-700">{topic}</p>
        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={`min-w-0 flex-1 truncate text-sm ${conversation.unread > 0 ? "font-semibold text-slate-900" : "text-slate-600"}`}
          >
            {last ? (last.mine ? t("chat.lastMessageYou", { text: last.body }) : last.body) : t("chat.noMessagesShort")}
          </p>
          <StateBadge conversation={conversation} />
          <UnreadBadge count={conversation.unread} />
        </div>
      </div>
    </li>
  );
}

/**
 * The user's conversations (an administrator's: the office's inbox), newest first: the other person, the item, the last message and
 * its time, unread counts and state. Opening the list reads nothing: a conversation is read when
 * it is opened, so the list keeps showing which ones have news.
 */
export function ConversationList({ emptyText }: { emptyText: string }) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const headingId = useId();

  const list = [...(conversations.data ?? [])].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t("chat.listTitle")}
      </h2>
      {conversations.isPending ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : conversations.error ? (
        <FormAlert>{loadFailureMessage(conversations.error, t("chat.loadFailed"))}</FormAlert>
      ) : list.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
      ) : (
        <ol className="space-y-2">
          {list.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ol>
      )}
    </section>
  );
}
