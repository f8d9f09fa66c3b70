import { reportTitle, translateDynamic } from "@campus/shared";
import { newMessageEmail } from "./message-letter";
import { notificationRecipient } from "../users/service";
import { scheduleDailyDigest } from "../../core/daily-digest";
import {
  claimEmailSlot,
  claimOfficeEmailSlot,
  findConversation,
  findMessage,
  officeReadSince,
  readMarker,
  releaseEmailSlot,
  releaseOfficeEmailSlot,
} from "./repository";
import type { Ctx } from "../../core/context";

/** At most one email per conversation and recipient in this window. */
export const MESSAGE_EMAIL_WINDOW_MS = 15 * 60_000;

/**
 * The `message-email` job: emails the recipient of a message they did not get live (no open tab
 * had it, and they have not read it since), at most once per conversation per 15 minutes. The
 * slot is taken before sending and given back if sending fails, so the retry can send. A
 * student's message to the office goes to the office's mailbox (OFFICE_EMAIL) when no
 * administrator had it live or has read it since; the office's answer goes to the student as
 * "the office". The recipient's preference is read now: "daily" leaves the message to the
 * morning summary (message-digest.ts), "off" to the app alone.
 */
export async function emailAboutMessage(
  ctx: Ctx<"database" | "mailer" | "outbox" | "config" | "clock">,
  messageId: string,
  messageKey: string,
): Promise<void> {
  const { database, config } = ctx;
  const message = await findMessage(database.db, messageId);
  if (!message || message.delivered_at) return;
  if (message.office && message.sender_id === message.user_a) return emailTheOffice(ctx, message, messageKey);
  const recipientId = message.user_a === message.sender_id ? message.user_b : message.user_a;
  const marker = await readMarker(database.db, message.conversation_id, recipientId);
  if (!marker || new Date(marker.last_read_at).getTime() >= new Date(message.created_at).getTime()) return;
  const [recipient, sender, conversation] = await Promise.all([
    notificationRecipient(ctx, recipientId),
    notificationRecipient(ctx, message.sender_id),
    findConversation(database.db, message.conversation_id),
  ]);
  if (!recipient || !sender || !conversation || recipient.emails.message === "off") return;
  if (recipient.emails.message === "daily") return scheduleDailyDigest(ctx, database.db, recipientId);

  const now = ctx.clock();
  const takenAt = now.toISOString();
  if (
    !(await claimEmailSlot(
      database.db,
      message.conversation_id,
      recipientId,
      takenAt,
      new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS).toISOString(),
    ))
  )
    return;
  const t = (key: string) => translateDynamic(recipient.language, key);
  const about = conversationTopic(t, conversation);
  try {
    await ctx.mailer.send(
      newMessageEmail({
        to: recipient.email,
        recipient: recipient.name,
        language: recipient.language,
        sender: conversation.office ? t("chat.officeName") : sender.name,
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

type ConversationReport = Pick<
  NonNullable<Awaited<ReturnType<typeof findConversation>>>,
  "report_id" | "report_item_type" | "report_item_type_other" | "report_brand" | "report_model"
>;

/** What a conversation is about, in the reader's language. */
export function conversationTopic(t: (key: string) => string, conversation: ConversationReport): string {
  return conversation.report_id && conversation.report_item_type
    ? reportTitle(t, {
        itemType: conversation.report_item_type,
        itemTypeOther: conversation.report_item_type_other,
        brand: conversation.report_brand,
        model: conversation.report_model,
      })
    : t("chat.noReport");
}

/** A student's message to the office, to the office's mailbox (in English, the office's working language), with a link to its inbox. */
async function emailTheOffice(
  ctx: Ctx<"database" | "mailer" | "config" | "clock">,
  message: NonNullable<Awaited<ReturnType<typeof findMessage>>>,
  messageKey: string,
): Promise<void> {
  const { database, config } = ctx;
  if (
    await officeReadSince(
      database.db,
      message.conversation_id,
      message.user_a,
      new Date(message.created_at).toISOString(),
    )
  )
    return;
  const [sender, conversation] = await Promise.all([
    notificationRecipient(ctx, message.sender_id),
    findConversation(database.db, message.conversation_id),
  ]);
  if (!sender || !conversation) return;
  const now = ctx.clock();
  const takenAt = now.toISOString();
  if (
    !(await claimOfficeEmailSlot(
      database.db,
      message.conversation_id,
      takenAt,
      new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS).toISOString(),
    ))
  )
    return;
  const t = (key: string) => translateDynamic("en", key);
  try {
    await ctx.mailer.send(
      newMessageEmail({
        to: config.office.email,
        recipient: t("chat.officeName"),
        language: "en",
        sender: sender.name,
        about: conversationTopic(t, conversation),
        body: message.body,
        url: `${config.publicUrl}/dashboard/chat/${message.conversation_id}`,
        university: config.universityName,
        messageId: messageKey,
      }),
    );
  } catch (error) {
    await releaseOfficeEmailSlot(database.db, message.conversation_id, takenAt);
    throw error;
  }
}
