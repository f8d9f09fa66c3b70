import { useTranslation } from "../../../lib/use-translation";
import { useParams } from "react-router";
import { PageTitle } from "../../../components/ui/page-title";
import { useSession } from "../../../features/auth/api/get-session";
import { useConversation } from "../../../features/chat/api/get-conversation";
import { ConversationView } from "../../../features/chat/components/conversation-view";
import { otherName } from "../../../features/chat/conversation-sides";

/** `/dashboard/chat/:id`: one conversation (the route's loader guarantees a signed-in student, or an administrator for the office's). */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const session = useSession();
  const conversation = useConversation(id);
  const name = conversation.data && otherName(t, conversation.data);
  if (!session.data) return null;
  return (
    <>
      <PageTitle title={name ? t("chat.with", { name }) : t("chat.conversationTitle")} />
      {/* A new conversation starts empty: nothing of the last one (draft, messages on their way) carries over. */}
      <ConversationView key={id} conversationId={id} userId={session.data.id} />
    </>
  );
}
