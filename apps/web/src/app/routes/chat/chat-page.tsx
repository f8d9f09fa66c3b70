import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/ui/page-title";
import { useConversations } from "../../../features/chat/api/get-conversations";
import { ConversationList } from "../../../features/chat/components/conversation-list";
import { StartConversationForm } from "../../../features/chat/components/start-conversation-form";
import { usePublicConfig } from "../../../features/system/api/get-public-config";

/** `/dashboard/chat`: the student's conversations, and a new one with a university email. */
export function ChatPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const conversations = useConversations();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={t("chat.title")} />
      <div>
        <h1 className="text-2xl font-extrabold text-brand-800">{t("chat.title")}</h1>
        <p className="mt-1 text-slate-700">{t("chat.intro")}</p>
      </div>
      <ConversationList />
      {config.data && <StartConversationForm studentEmailDomain={config.data.studentEmailDomain} conversations={conversations.data ?? []} />}
    </div>
  );
}
