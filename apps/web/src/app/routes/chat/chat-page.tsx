import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/use-translation";
import { PageTitle } from "../../../components/ui/page-title";
import { useSession } from "../../../features/auth/api/get-session";
import { useConversations } from "../../../features/chat/api/get-conversations";
import { ConversationList } from "../../../features/chat/components/conversation-list";
import { DraftConversation } from "../../../features/chat/components/draft-conversation";
import { draftOf } from "../../../features/chat/draft";
import { OfficeContact } from "../../../features/chat/components/office-contact";
import { StartConversationForm } from "../../../features/chat/components/start-conversation-form";
import { usePublicConfig } from "../../../features/system/api/get-public-config";

/**
 * `/dashboard/chat`: a student's conversations, a new one with a university email, and the
 * office's inbox; an administrator's office inbox (the conversations students started with the
 * office, which any administrator answers). A conversation not started yet (the history
 * state of a start: chat/draft.ts) shows as a draft with the message box instead.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const session = useSession();
  const conversations = useConversations();
  const draft = draftOf(useLocation().state);
  const inbox = session.data?.role === "admin";
  const title = inbox ? t("chat.inboxTitle") : t("chat.title");
  if (draft && !inbox)
    return (
      <>
        <PageTitle title={t("chat.draft.title")} />
        <DraftConversation key={JSON.stringify(draft)} to={draft} />
      </>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={title} />
      <div>
        <h1 className="text-2xl font-extrabold text-brand-800">{title}</h1>
        <p className="mt-1 text-slate-700">{inbox ? t("chat.inboxIntro") : t("chat.intro")}</p>
      </div>
      <ConversationList emptyText={inbox ? t("chat.inboxEmpty") : t("chat.listEmpty")} />
      {!inbox && config.data && (
        <StartConversationForm
          studentEmailDomain={config.data.studentEmailDomain}
          conversations={conversations.data ?? []}
        />
      )}
      {!inbox && <OfficeContact />}
    </div>
  );
}
