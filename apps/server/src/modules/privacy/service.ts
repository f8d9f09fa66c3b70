import type { PersonalData, SessionUser } from "@campus/shared";
import type { Ctx } from "../../core/context";
import { conversationMessages, forgetIdleConversations, listConversations } from "../chat/service";
import { forgetClosedClaims, myClaims } from "../claims/service";
import { potentialMatches } from "../matching/service";
import { forgetClosedReports, ownReports } from "../reports/service";
import { accountRecord } from "../users/profile-service";
import { getEmailPreferences } from "../users/email-preferences";
import { pushDevicesOf } from "../push/service";

/** Messages read a page at a time when gathering a conversation's history. */
const MESSAGE_PAGE = 500;

/**
 * A student's copy of everything the service holds about them, as they see it in the app: the
 * account, every report with its matches, every claim, every conversation with all its messages,
 * and the devices that get their notifications.
 * Gathered through each module's own services, so it shows exactly what their rules let the
 * student see (a found item's hidden details only on their own reports, the office as "the
 * office", never another person's email).
 */
export async function personalData(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  user: SessionUser,
): Promise<PersonalData> {
  const account = await accountRecord(ctx, user.id);
  const reports: PersonalData["reports"] = [];
  for (const report of await ownReports(ctx, user)) {
    const matches = await potentialMatches(ctx, user, report.id, { type: null, rerun: false });
    reports.push({ ...report, matches });
  }
  const conversations: PersonalData["conversations"] = [];
  for (const conversation of await listConversations(ctx, user)) {
    const messages: PersonalData["conversations"][number]["messages"] = [];
    let before: string | undefined;
    do {
      const page = await conversationMessages(ctx, user, conversation.id, { before, limit: MESSAGE_PAGE });
      messages.push(...page.messages);
      before = page.nextBefore ?? undefined;
    } while (before);
    conversations.push({ ...conversation, messages: messages.reverse() });
  }
  return {
    exportedAt: ctx.clock().toISOString(),
    account,
    emailPreferences: await getEmailPreferences(ctx, user.id),
    reports,
    claims: await myClaims(ctx, user),
    conversations,
    pushDevices: await pushDevicesOf(ctx, user.id),
  };
}

/**
 * Privacy housekeeping (hourly, with the other pruning): PERSONAL_DATA_KEEP_DAYS after a case is
 * closed (solved or deleted), its visitor's contacts, hidden details, what claimants wrote and
 * sent, and handover notes are removed; conversations are deleted that long after their last
 * message. The reports themselves stay, for the office's records and statistics. Returns how
 * many pieces went.
 */
export async function forgetOldPersonalData(ctx: Ctx<"database" | "storage" | "config" | "clock">): Promise<number> {
  const before = new Date(ctx.clock().getTime() - ctx.config.keepDays.personalData * 86_400_000);
  return (
    (await forgetClosedReports(ctx, before)) +
    (await forgetClosedClaims(ctx, before)) +
    (await forgetIdleConversations(ctx, before))
  );
}
