import { reportTitle, translate } from "@campus/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/dialect";
import type { Mailer } from "../../infra/mail/mailer";
import { newMessageEmail } from "../notifications/emails";
import { notificationRecipient } from "../users/service";
import { claimEmailSlot, findConversation, findMessage, readMarker, releaseEmailSlot } from "./repository";

/** At most one email per conversation and recipient in this window. */
export const MESSAGE_EMAIL_WINDOW_MS = 15 * 60_000;

/**
 * The `message-email` job: emails the recipient of a message they did not get live (no open tab
 * had it, and they have not read it since), at most once per conversation per 15 minutes. The
 * slot is taken before sending and given back if sending fails, so the retry can send.
 */
export async function emailAboutMessage(deps: { database: Database; mailer: Mailer; config: Config }, messageId: string, messageKey: string): Promise<void> {
  const { database, config } = deps;
  const message = await findMessage(database.db, messageId);
  if (!message || message.delivered_at) return;
  const recipientId = message.user_a === message.sender_id ? message.user_b : message.user_a;
  const marker = await readMarker(database.db, message.conversation_id, recipientId);
  if (!marker || new Date(marker.last_read_at).getTime() >= new Date(message.created_at).getTime()) return;
  const [recipient, sender, conversation] = await Promise.all([
    notificationRecipient(database, recipientId),
    notificationRecipient(database, message.sender_id),
    findConversation(database.db, message.conversation_id),
  ]);
  if (!recipient || !sender || !conversation) return;

  const now = new Date();
  const takenAt = now.toISOString();
  if (!(await claimEmailSlot(database.db, message.conversation_id, recipientId, takenAt, new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS).toISOString()))) return;
  const t = (key: string) => translate(recipient.language, key);
  const about =
    conversation.report_id && conversation.report_item_type
      ? reportTitle(t, { itemType: conversation.report_item_type, itemTypeOther: conversation.report_item_type_other, brand: conversation.report_brand, model: conversation.report_model })
      : t("chat.noReport");
  try {
    await deps.mailer.send(
      newMessageEmail({
        to: recipient.email,
        recipient: recipient.name,
        language: recipient.language,
        sender: sender.name,
        about,
        body: message.body,
        url: `${config.publicUrl}/dashboard/chat/${message.conversation_id}`,
        university: config.universityName,
        messageId: messageKey,
      }),
    );
  } catch (error) {
    await releaseEmailSlot(database.db, message.conversation_id, recipientId, takenAt);
    throw error;
  }
}
