import type { EmailPreferences } from "@campus/shared";
import { AppError } from "../../http/app-error";
import { findEmailPreferences, updateEmailPreferences } from "./repository";
import type { Ctx } from "../../core/context";

/** How often the user's match, message and new-report emails come. */
export async function getEmailPreferences(ctx: Ctx<"database">, userId: string): Promise<EmailPreferences> {
  const row = await findEmailPreferences(ctx.database.db, userId);
  if (!row) throw new AppError(404, "PROFILE_NOT_FOUND", "profile.notFound");
  return { matchEmails: row.match_emails, messageEmails: row.message_emails, reportEmails: row.report_emails };
}

/**
 * Saves them. They are read when an email is about to go (the outbox's jobs), so a change counts
 * from the next email on, including those already waiting.
 */
export async function saveEmailPreferences(
  ctx: Ctx<"database" | "clock">,
  userId: string,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  await updateEmailPreferences(
    ctx.database.db,
    userId,
    {
      match_emails: preferences.matchEmails,
      message_emails: preferences.messageEmails,
      report_emails: preferences.reportEmails,
    },
    ctx.clock().toISOString(),
  );
  return getEmailPreferences(ctx, userId);
}
