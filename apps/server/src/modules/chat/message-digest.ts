import { translateDynamic, type Language } from "@campus/shared";
import { unreadMessagesBetween } from "./repository";
import { conversationTopic } from "./message-email";
import type { Ctx } from "../../core/context";

/** How much of the newest message a summary quotes. */
const QUOTE_CHARS = 200;

/**
 * For the morning summary of someone who chose daily message emails: each conversation with
 * messages to them written in [from, to) that they have not seen, with who wrote, what it is
 * about, how many and the newest one.
 */
export async function messageDigestLines(
  ctx: Ctx<"database" | "config">,
  userId: string,
  language: Language,
  window: { from: Date; to: Date },
) {
  const t = (key: string) => translateDynamic(language, key);
  const rows = await unreadMessagesBetween(ctx.database.db, userId, window.from.toISOString(), window.to.toISOString());
  const byConversation = new Map<string, { sender: string; about: string; count: number; last: string; url: string }>();
  for (const row of rows) {
    const quote =
      row.message_body.length > QUOTE_CHARS ? `${row.message_body.slice(0, QUOTE_CHARS)}…` : row.message_body;
    const seen = byConversation.get(row.id);
    if (seen) {
      seen.count += 1;
      seen.last = quote;
      continue;
    }
    byConversation.set(row.id, {
      sender: row.office ? t("chat.officeName") : row.sender_name,
      about: conversationTopic(t, row),
      count: 1,
      last: quote,
      url: `${ctx.config.publicUrl}/dashboard/chat/${row.id}`,
    });
  }
  return [...byConversation.values()];
}
