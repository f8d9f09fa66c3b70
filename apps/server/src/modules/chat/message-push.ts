import { findMessage, lastMessages, readMarker } from "./repository";
import type { Ctx } from "../../core/context";

/** A push about a message waits this long, as its email does: read meanwhile (an open tab), it is not pushed. */
export const MESSAGE_PUSH_DELAY_MS = 10_000;

/**
 * Who is pushed a message: the other person, or in an office conversation the student when the
 * office wrote. A student's message to the office's inbox is pushed to nobody: the office is told
 * by its mailbox (message-email.ts) and its administrators' open tabs.
 */
export function messagePushRecipient(
  conversation: { office: boolean | number; user_a: string; user_b: string },
  senderId: string,
): string | null {
  if (conversation.office) return senderId === conversation.user_a ? null : conversation.user_a;
  return senderId === conversation.user_a ? conversation.user_b : conversation.user_a;
}

/**
 * What a push about a message says, for `recipientId`, read when it is sent: null when they are
 * not its recipient, have read it since (their read marker is past it), or a later message of the
 * conversation came (its own push tells the newest, and replaces this one's notification).
 * `fromOffice`: the office wrote (the push names the office, never the administrator).
 */
export async function unreadMessageFor(
  ctx: Ctx<"database">,
  messageId: string,
  recipientId: string,
): Promise<{ conversationId: string; senderId: string; body: string; fromOffice: boolean } | null> {
  const { db } = ctx.database;
  const message = await findMessage(db, messageId);
  if (!message || messagePushRecipient(message, message.sender_id) !== recipientId) return null;
  const sentAt = new Date(message.created_at).getTime();
  const [marker, [last]] = await Promise.all([
    readMarker(db, message.conversation_id, recipientId),
    lastMessages(db, [message.conversation_id]),
  ]);
  if (!marker || new Date(marker.last_read_at).getTime() >= sentAt) return null;
  if (last && new Date(last.created_at).getTime() > sentAt) return null;
  return {
    conversationId: message.conversation_id,
    senderId: message.sender_id,
    body: message.body,
    fromOffice: Boolean(message.office),
  };
}
