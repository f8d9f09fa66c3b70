import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useLocation, useNavigate } from "react-router";
import { getHref, type ChatMessage, type Conversation, type RealtimeEvent } from "@campus/shared";
import { realtime } from "../../../lib/realtime";
import { toast } from "../../../lib/toast";
import { chatKeys, reportKeys } from "../../../lib/query-keys";
import { addMessageToHistory } from "../api/get-messages";
import { isChatScreen } from "../chat-screens";

/** The "New message received" toast stays this long (the issue: 3 s). */
export const NEW_MESSAGE_TOAST_MS = 3000;

type ConversationEvent = Extract<RealtimeEvent, { type: "conversation" }>;

/**
 * While a student (`userId`) is on the dashboard, keeps the chat current from the realtime
 * channel: unread counts (the sidebar badge), new messages into loaded histories and the list,
 * conversation state changes; and, outside the chat screens, a toast for a message from the
 * other person that can open the conversation, or, when the student arrives with messages
 * unread, one that opens the chat.
 */
export function useChatNotices(userId: string | null): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  const onMessage = useEffectEvent((message: ChatMessage) => {
    addMessageToHistory(queryClient, message);
    // The list's last message, and the conversation's new expiry (counted from its last message).
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    void queryClient.invalidateQueries({ queryKey: chatKeys.one(message.conversationId) });
    if (message.senderId === userId) return;
    // A student's message to the office reaches the administrators without an `unread` event: they count again.
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    if (isChatScreen(pathname)) return;
    toast.info(t("chat.newMessage"), {
      durationMs: NEW_MESSAGE_TOAST_MS,
      action: {
        label: t("notifications.open"),
        onAction: () => void navigate(getHref("chatConversation", { id: message.conversationId })),
      },
    });
  });

  /** The first unread counts of a visit: messages that came while the student was away. */
  const onArrival = useEffectEvent((counts: Record<string, number>) => {
    const waiting = Object.entries(counts).filter(([, count]) => count > 0);
    if (!waiting.length || isChatScreen(pathname)) return;
    const target = waiting.length === 1 ? getHref("chatConversation", { id: waiting[0]![0] }) : getHref("chat");
    toast.info(t("chat.newMessage"), {
      durationMs: NEW_MESSAGE_TOAST_MS,
      action: { label: t("notifications.open"), onAction: () => void navigate(target) },
    });
  });

  const onConversation = useEffectEvent(({ conversationId, state, expiresAt }: ConversationEvent) => {
    queryClient.setQueryData<Conversation>(
      chatKeys.one(conversationId),
      (conversation) =>
        conversation && {
          ...conversation,
          state,
          expiresAt,
          expired: state === "open" && Date.parse(expiresAt) <= Date.now(),
        },
    );
    // The rest of what changed (the other side's word on the handover, the report's status) comes from the server.
    void queryClient.invalidateQueries({ queryKey: chatKeys.one(conversationId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    // A handover the other side confirmed may have solved this student's reports (home, report pages).
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  });

  useEffect(() => {
    if (!userId) return;
    let connectedBefore = false;
    let arrived = false;
    const unsubscribe = [
      realtime.subscribe("unread", ({ counts }) => {
        queryClient.setQueryData(chatKeys.unread, counts);
        if (!arrived) onArrival(counts);
        arrived = true;
      }),
      realtime.subscribe("message", ({ message }) => onMessage(message)),
      realtime.subscribe("conversation", (event) => onConversation(event)),
      // After a reconnect, what arrived while the channel was down is fetched again.
      realtime.subscribe("ready", () => {
        if (connectedBefore)
          void queryClient.invalidateQueries({
            queryKey: chatKeys.all,
            predicate: (query) => query.queryHash !== hashKey(chatKeys.unread),
          });
        connectedBefore = true;
      }),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, [userId, queryClient]);
}
